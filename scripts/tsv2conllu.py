#!/usr/bin/env python3
"""Author aid for hand-written fixtures: reads sentences written with columns
separated by ' ; ' (easier to type than tabs) and writes CoNLL-U with tabs.
Lines starting with '#' and blank lines pass through. Usage: tsv2conllu.py IN OUT"""
import sys
out = []
for line in open(sys.argv[1], encoding='utf-8'):
    line = line.rstrip('\n')
    if not line.strip() or line.startswith('#'):
        out.append(line)
        continue
    cols = [c.strip() for c in line.split(' ; ')]
    if len(cols) != 10:
        sys.exit(f'{sys.argv[1]}: {len(cols)} columns: {line}')
    out.append('\t'.join(cols))
text = '\n'.join(out).strip('\n') + '\n\n'
open(sys.argv[2], 'w', encoding='utf-8').write(text)
