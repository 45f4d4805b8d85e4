// Morfologik's own lookup speed on a word list, for bench/morph.mjs.
// Usage: java -cp morfologik-stemming.jar:morfologik-fsa.jar:morfologik-polish.jar:. MorfologikBench words.txt passes
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import morfologik.stemming.WordData;
import morfologik.stemming.polish.PolishStemmer;

public class MorfologikBench {
  public static void main(String[] args) throws Exception {
    List<String> words = Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8);
    int passes = Integer.parseInt(args[1]);
    PolishStemmer stemmer = new PolishStemmer();
    long sink = 0;
    // Warm-up so the JIT has compiled the lookup path, as for the Node side.
    for (int p = 0; p < 3; p++) for (String w : words) sink += run(stemmer, w);
    long t0 = System.nanoTime();
    long readings = 0;
    for (int p = 0; p < passes; p++) for (String w : words) readings += run(stemmer, w);
    double s = (System.nanoTime() - t0) / 1e9;
    long n = (long) words.size() * passes;
    System.out.printf("{\"lookups\":%d,\"seconds\":%.4f,\"perSecond\":%.0f,\"readings\":%d,\"sink\":%d}%n", n, s, n / s, readings / passes, sink % 7);
  }

  // Materialise lemma and tag strings, as the TypeScript side does.
  static int run(PolishStemmer st, String w) {
    int n = 0;
    for (WordData d : st.lookup(w)) {
      CharSequence stem = d.getStem(), tag = d.getTag();
      n += (stem == null ? 0 : stem.toString().length() > 0 ? 1 : 0) + (tag == null ? 0 : tag.toString().length() & 0);
    }
    return n;
  }
}
