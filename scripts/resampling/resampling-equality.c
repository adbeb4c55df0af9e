/* Every kernel of Sources/Resampling against the portable kernel of an earlier commit's copy
 * (its functions renamed `ref_…`), target pixel for target pixel, over random cases: pictures
 * from 1 × 1 to 2000 × 1200 (noise partly transparent and partly zero, flat areas, raw bits,
 * smooth opaque, mostly transparent), some rows padded, the last pixel ending exactly at a
 * page that faults when read; projections that scale, shear, turn about vertical, horizontal
 * and slanted axes under a perspective, magnify and shrink, put w through zero within the
 * target, or hold NaNs, infinities and huge and tiny entries; convex outlines at random or the
 * picture's projected corners; any band of rows. Every target pixel starts as a value no
 * kernel writes. The earlier commit's own vector kernel is compared with its portable one as
 * well. Built and run by scripts/resampling/run.sh; `resampling-equality CASES SEED`. */
#include "Resampling.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

void ref_resampling_fill(
    ResamplingImage target, ResamplingImage source, ResamplingProjection inverse,
    const double *outline, int32_t corner_count, int32_t first_row, int32_t end_row,
    int kernel);
int32_t ref_resampling_has_vector_kernel(void);

static uint64_t state = 0x9E3779B97F4A7C15ull;
static uint64_t next(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}
static double uniform(void) { return (next() >> 11) * (1.0 / 9007199254740992.0); }
static double between(double a, double b) { return a + (b - a) * uniform(); }
static int32_t below(int32_t n) { return (int32_t)(next() % (uint64_t)n); }

typedef struct {
  double m[9];
} M3;

static M3 mul(M3 a, M3 b) {
  M3 r;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      r.m[3 * i + j] =
          a.m[3 * i] * b.m[j] + a.m[3 * i + 1] * b.m[3 + j] + a.m[3 * i + 2] * b.m[6 + j];
  return r;
}

static int invert(M3 a, M3 *out) {
  const double *m = a.m;
  double det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) +
               m[2] * (m[3] * m[7] - m[4] * m[6]);
  if (det == 0 || !isfinite(det)) return 0;
  double k = 1 / det;
  M3 r = {{(m[4] * m[8] - m[5] * m[7]) * k, (m[2] * m[7] - m[1] * m[8]) * k,
           (m[1] * m[5] - m[2] * m[4]) * k, (m[5] * m[6] - m[3] * m[8]) * k,
           (m[0] * m[8] - m[2] * m[6]) * k, (m[2] * m[3] - m[0] * m[5]) * k,
           (m[3] * m[7] - m[4] * m[6]) * k, (m[1] * m[6] - m[0] * m[7]) * k,
           (m[0] * m[4] - m[1] * m[3]) * k}};
  *out = r;
  return 1;
}

/// Picture pixels -> target pixels: centred, turned about (kx, ky) by degrees, scaled, seen from
/// distance, centred at (cx, cy).
static M3 turn(double degrees, double kx, double ky, double scale, double distance, int pw,
               int ph, double cx, double cy) {
  double length = sqrt(kx * kx + ky * ky);
  kx /= length, ky /= length;
  double a = degrees * M_PI / 180, c = cos(a), s = sin(a);
  double xa0 = c + kx * kx * (1 - c), xa1 = ky * kx * (1 - c), xa2 = -ky * s;
  double ya0 = kx * ky * (1 - c), ya1 = c + ky * ky * (1 - c), ya2 = kx * s;
  double d = distance, k = scale;
  M3 centred = {{1, 0, 0, 0, 1, 0, -pw / 2.0, -ph / 2.0, 1}};
  M3 seen = {{k * xa0 - cx * k * xa2 / d, k * xa1 - cy * k * xa2 / d, -k * xa2 / d,
              k * ya0 - cx * k * ya2 / d, k * ya1 - cy * k * ya2 / d, -k * ya2 / d, cx, cy,
              1}};
  return mul(centred, seen);
}

static ResamplingProjection projection(M3 g) {
  ResamplingProjection p = {g.m[0], g.m[1], g.m[2], g.m[3], g.m[4],
                            g.m[5], g.m[6], g.m[7], g.m[8]};
  return p;
}

static const uint32_t SENTINEL = 0x12345678;

int main(int argc, char **argv) {
  int cases = argc > 1 ? atoi(argv[1]) : 3000;
  if (argc > 2) state ^= strtoull(argv[2], 0, 10) * 0x2545F4914F6CDD1Dull;
  int kernels[] = {RESAMPLING_KERNEL_PORTABLE, RESAMPLING_KERNEL_AUTOMATIC,
#ifdef HAVE_AVX2_KERNEL
                   RESAMPLING_KERNEL_AVX2,
#endif
#ifdef HAVE_AVX512_KERNEL
                   RESAMPLING_KERNEL_AVX512,
#endif
  };
  const char *names[] = {"automatic", "portable", "avx2", "avx512"};
  int kernel_count = sizeof kernels / sizeof *kernels;
  printf("the earlier commit has a vector kernel here: %d; kernels compared: %d\n",
         ref_resampling_has_vector_kernel(), kernel_count);
  long long pixels_compared = 0, pixels_written = 0;
  int failures = 0;
  for (int n = 0; n < cases; n++) {
    // Source: mostly small, some large.
    int sw, sh;
    int size_kind = below(10);
    if (size_kind == 0) sw = 1 + below(3), sh = 1 + below(3);
    else if (size_kind < 8) sw = 1 + below(300), sh = 1 + below(200);
    else sw = 1 + below(2000), sh = 1 + below(1200);
    int s_stride = sw + (below(3) == 0 ? below(9) : 0);
    // The source is allocated exactly to its last pixel, so that a read past it faults.
    size_t s_count = (size_t)s_stride * (sh - 1) + sw;
    // Placed so that its last pixel ends a page and the next page faults.
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (s_count * 4 + page - 1) / page * page;
    uint8_t *mapping =
        mmap(0, bytes + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    mprotect(mapping + bytes, page, PROT_NONE);
    uint32_t *src = (uint32_t *)(mapping + bytes - s_count * 4);
    int flavour = below(5);
    uint32_t flat = 0;
    {
      uint32_t a = next() & 0xFF;
      flat = a << 24 | ((next() & 0xFF) * a / 255) << 16 | ((next() & 0xFF) * a / 255) << 8 |
             ((next() & 0xFF) * a / 255);
    }
    for (size_t i = 0; i < s_count; i++) {
      uint32_t p;
      uint64_t r = next();
      if (flavour == 0) {
        // Noise, partly transparent, partly zero.
        uint32_t a = (r & 0xFF) < 40 ? 0 : (r & 0xFF);
        p = a << 24 | (((r >> 8) & 0xFF) * a / 255) << 16 | (((r >> 16) & 0xFF) * a / 255) << 8 |
            (((r >> 24) & 0xFF) * a / 255);
      } else if (flavour == 1) {
        // Flat areas: runs of one colour, some zero.
        p = (r % 50 == 0) ? (uint32_t)(r >> 32) | 0xFF000000u : flat;
        if ((r >> 40) % 97 == 0) flat = (r >> 50) % 3 == 0 ? 0 : (uint32_t)(r >> 20) | 0xFF000000u;
      } else if (flavour == 2) {
        // Raw bits: anything, even not premultiplied.
        p = (uint32_t)r;
      } else if (flavour == 3) {
        // Opaque, smooth.
        size_t x = i % s_stride, y = i / s_stride;
        p = 0xFF000000u | (uint32_t)(x & 0xFF) << 16 | (uint32_t)(y & 0xFF) << 8 |
            (uint32_t)((x + y) & 0xFF);
      } else {
        // Mostly fully transparent.
        p = (r & 0xF) == 0 ? (uint32_t)(r >> 32) : 0;
      }
      src[i] = p;
    }
    int tw = 1 + (below(4) == 0 ? below(1500) : below(400));
    int th = 1 + (below(4) == 0 ? below(900) : below(300));
    int t_stride = tw + (below(3) == 0 ? below(9) : 0);
    size_t t_count = (size_t)t_stride * th;
    // The projection.
    M3 g;
    int kind = below(9);
    double cx = between(-0.2, 1.2) * tw, cy = between(-0.2, 1.2) * th;
    if (kind == 0) {
      // A pure scale and translation.
      double sx = between(0.05, 8), sy = below(2) ? sx : between(0.05, 8);
      M3 f = {{sx, 0, 0, 0, sy, 0, between(-100, 100), between(-100, 100), 1}};
      if (!invert(f, &g)) continue;
    } else if (kind == 1) {
      // Affine.
      M3 f = {{between(-3, 3), between(-3, 3), 0, between(-3, 3), between(-3, 3), 0,
               between(-300, 300), between(-300, 300), 1}};
      if (!invert(f, &g)) continue;
      if (below(2)) {
        double w = between(0.1, 10);
        for (int i = 0; i < 9; i++) g.m[i] *= w;
      }
    } else if (kind <= 5) {
      // A plane turned about a vertical, horizontal or slanted axis.
      double kx = kind == 2 ? 0 : kind == 3 ? 1 : between(-1, 1);
      double ky = kind == 2 ? 1 : kind == 3 ? 0 : between(-1, 1);
      if (kx == 0 && ky == 0) ky = 1;
      double degrees = between(-89, 89);
      if (below(6) == 0) degrees = between(-179, 179);
      double scale = between(0.1, 3);
      double distance = between(150, 3000);
      M3 f = turn(degrees, kx, ky, scale, distance, sw, sh, cx, cy);
      if (!invert(f, &g)) continue;
    } else if (kind == 6) {
      // Strong perspective with w crossing zero within the target: random small m13/m23.
      for (int i = 0; i < 9; i++) g.m[i] = between(-2, 2);
      g.m[2] = between(-0.02, 0.02), g.m[5] = between(-0.02, 0.02);
      g.m[8] = between(-3, 3);
    } else if (kind == 7) {
      // Anything, with huge and tiny entries.
      for (int i = 0; i < 9; i++) g.m[i] = between(-1, 1) * pow(10, between(-8, 8));
    } else {
      // NaN and infinity producing ones.
      M3 f = turn(between(-89, 89), between(-1, 1), 1, between(0.2, 2), 500, sw, sh, cx, cy);
      if (!invert(f, &g)) continue;
      int which = below(6);
      if (which == 0) g.m[below(9)] = NAN;
      else if (which == 1) g.m[below(9)] = INFINITY;
      else if (which == 2) g.m[below(9)] = -INFINITY;
      else if (which == 3) g.m[0] = 1e300, g.m[1] = -1e300;
      else if (which == 4) g.m[2] = 0, g.m[5] = 0, g.m[8] = 1e-300;
      else g.m[2] *= 1e6, g.m[5] *= 1e6;
    }
    // The outline: a random convex polygon, or the projected picture's corners.
    double outline[64];
    int corners;
    if (below(2)) {
      corners = 3 + below(12);
      double ox = between(-0.3, 1.3) * tw, oy = between(-0.3, 1.3) * th;
      double rx = between(0.5, 1.5) * tw, ry = between(0.5, 1.5) * th;
      if (below(8) == 0) rx *= 100, ry *= 100;
      double angles[32];
      for (int i = 0; i < corners; i++) angles[i] = between(0, 2 * M_PI);
      for (int i = 0; i < corners; i++)
        for (int j = i + 1; j < corners; j++)
          if (angles[j] < angles[i]) {
            double t = angles[i];
            angles[i] = angles[j], angles[j] = t;
          }
      for (int i = 0; i < corners; i++) {
        outline[2 * i] = ox + rx * cos(angles[i]);
        outline[2 * i + 1] = oy + ry * sin(angles[i]);
      }
    } else {
      corners = 4;
      M3 f;
      if (!invert(g, &f)) f = g;
      double pc[4][2] = {{0, 0}, {sw, 0}, {sw, sh}, {0, sh}};
      for (int i = 0; i < 4; i++) {
        double x = pc[i][0], y = pc[i][1];
        double w = x * f.m[2] + y * f.m[5] + f.m[8];
        outline[2 * i] = (x * f.m[0] + y * f.m[3] + f.m[6]) / w;
        outline[2 * i + 1] = (x * f.m[1] + y * f.m[4] + f.m[7]) / w;
      }
      if (below(5) == 0) outline[below(8)] = NAN;
    }
    int first_row = below(3) ? 0 : below(th + 2) - 1;
    int end_row = below(3) ? th : first_row + below(th + 2);
    ResamplingImage source = {src, sw, sh, s_stride * 4};
    ResamplingProjection p = projection(g);
    uint32_t *expected = malloc(t_count * 4);
    uint32_t *got = malloc(t_count * 4);
    for (size_t i = 0; i < t_count; i++) expected[i] = SENTINEL;
    ResamplingImage te = {expected, tw, th, t_stride * 4};
    ref_resampling_fill(te, source, p, outline, corners, first_row, end_row, 1);
    // Today's vector kernel gives the same bits as today's portable one.
    {
      for (size_t i = 0; i < t_count; i++) got[i] = SENTINEL;
      ResamplingImage tg = {got, tw, th, t_stride * 4};
      ref_resampling_fill(tg, source, p, outline, corners, first_row, end_row, 0);
      if (memcmp(got, expected, t_count * 4)) {
        printf("case %d: the earlier commit's kernels differ\n", n);
        failures++;
      }
    }
    for (size_t i = 0; i < t_count; i++) pixels_written += expected[i] != SENTINEL;
    for (int k = 0; k < kernel_count; k++) {
      for (size_t i = 0; i < t_count; i++) got[i] = SENTINEL;
      ResamplingImage tg = {got, tw, th, t_stride * 4};
      resampling_fill(tg, source, p, outline, corners, first_row, end_row, kernels[k]);
      pixels_compared += t_count;
      if (memcmp(got, expected, t_count * 4)) {
        size_t i = 0;
        while (got[i] == expected[i]) i++;
        printf("case %d kind %d flavour %d kernel %s: %dx%d source, %dx%d target, pixel (%zu, %zu) "
               "%08x, expected %08x\n",
               n, kind, flavour, names[kernels[k]], sw, sh, tw, th, i % t_stride, i / t_stride,
               got[i], expected[i]);
        failures++;
      }
    }
    munmap(mapping, bytes + page), free(expected), free(got);
  }
  printf("%d cases, %lld target pixels compared (%lld written by the earlier kernel), "
         "%d failures\n",
         cases, pixels_compared, pixels_written, failures);
  return failures != 0;
}
