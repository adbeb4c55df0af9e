/* How long `resampling_fill` takes for a full screen, one thread: a 1920 × 1080 target, a
 * picture of the same size (flat areas, lines of black and white noise, a smooth band: like a
 * screen of an app) turned by 10°, 40° and 70° about an axis through its centre (vertical
 * unless told) under a perspective (a viewer 2000 pixels in front unless told, as the bench's
 * flip), its projected corners the outline. Each kernel of an earlier commit's copy (its
 * functions renamed `ref_…`) and of Sources/Resampling fills the whole target 30 times, the
 * kernels in turn so that the machine's load falls on all alike; the median and the least of
 * each are printed, in milliseconds, and the ratios of the earlier automatic kernel's to the
 * automatic kernel's now (medians, then least). The
 * portable kernels are timed too when PORTABLE is set. Built and run by
 * scripts/resampling/run.sh; `resampling-timing [AXIS_X AXIS_Y [DISTANCE]]`. */
#include "Resampling.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void ref_resampling_fill(
    ResamplingImage target, ResamplingImage source, ResamplingProjection inverse,
    const double *outline, int32_t corner_count, int32_t first_row, int32_t end_row,
    int kernel);

enum { WIDTH = 1920, HEIGHT = 1080, ROUNDS = 30 };

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static int ascending(const void *a, const void *b) {
  const double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/// The kernels timed: the earlier commit's (`earlier`, its kernel value) and today's.
typedef struct {
  const char *name;
  int earlier;
  int kernel;
  int portable;
} Timed;

int main(int argc, char **argv) {
  double kx = 0, ky = 1, distance = 2000;
  if (argc > 2) kx = atof(argv[1]), ky = atof(argv[2]);
  if (argc > 3) distance = atof(argv[3]);
  const Timed timed[] = {
      {"before, portable", 1, 1, 1},
      {"before", 1, 0, 0},
      {"portable", 0, RESAMPLING_KERNEL_PORTABLE, 1},
#ifdef HAVE_AVX2_KERNEL
      {"AVX2", 0, RESAMPLING_KERNEL_AVX2, 0},
#endif
#ifdef HAVE_AVX512_KERNEL
      {"AVX-512", 0, RESAMPLING_KERNEL_AVX512, 0},
#endif
      {"now", 0, RESAMPLING_KERNEL_AUTOMATIC, 0},
  };
  const int count = sizeof timed / sizeof *timed;
  const int portable = getenv("PORTABLE") != NULL;

  uint32_t *picture = malloc((size_t)WIDTH * HEIGHT * 4);
  uint32_t *pixels = malloc((size_t)WIDTH * HEIGHT * 4);
  uint64_t state = 1;
  for (int y = 0; y < HEIGHT; y++)
    for (int x = 0; x < WIDTH; x++) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      uint32_t p = 0xFFF2F2F7;
      if ((y / 40) % 3 == 1 && x > 40 && x < 1500) p = (state >> 40) & 1 ? 0xFF202020 : 0xFFFFFFFF;
      if (y < 90) p = 0xFF007AFF;
      if (x > 1600) p = 0xFF000000 | (uint32_t)(x & 0xFF) << 16 | (uint32_t)(y & 0xFF);
      picture[(size_t)y * WIDTH + x] = p;
    }
  const ResamplingImage source = {picture, WIDTH, HEIGHT, WIDTH * 4};
  const ResamplingImage target = {pixels, WIDTH, HEIGHT, WIDTH * 4};

  printf("1920 x 1080, turned about (%g, %g), a viewer %g pixels in front; ms a fill, median "
         "and least of %d\n", kx, ky, distance, ROUNDS);
  printf("%6s %9s", "angle", "pixels");
  for (int k = 0; k < count; k++)
    if (portable || !timed[k].portable) printf(" %17s", timed[k].name);
  printf(" %14s\n", "ratio");
  const double angles[] = {10, 40, 70};
  for (int a = 0; a < 3; a++) {
    // Picture pixels → target pixels (row vectors): centred, turned by Rodrigues' rotation
    // about the unit axis, divided by w = 1 − z / distance about the target's centre.
    const double length = sqrt(kx * kx + ky * ky), ux = kx / length, uy = ky / length;
    const double t = angles[a] * M_PI / 180, c = cos(t), s = sin(t);
    const double xa0 = c + ux * ux * (1 - c), xa1 = uy * ux * (1 - c), xa2 = -uy * s;
    const double ya0 = ux * uy * (1 - c), ya1 = c + uy * uy * (1 - c), ya2 = ux * s;
    const double cx = WIDTH / 2.0, cy = HEIGHT / 2.0, d = distance;
    const double f[9] = {xa0 - cx * xa2 / d, xa1 - cy * xa2 / d, -xa2 / d,
                         ya0 - cx * ya2 / d, ya1 - cy * ya2 / d, -ya2 / d,
                         cx, cy, 1};
    const double tx = -WIDTH / 2.0, ty = -HEIGHT / 2.0;
    const double m[9] = {f[0], f[1], f[2], f[3], f[4], f[5],
                         tx * f[0] + ty * f[3] + f[6], tx * f[1] + ty * f[4] + f[7],
                         tx * f[2] + ty * f[5] + f[8]};
    const double det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) +
                       m[2] * (m[3] * m[7] - m[4] * m[6]);
    const double k = 1 / det;
    const ResamplingProjection inverse = {
        (m[4] * m[8] - m[5] * m[7]) * k, (m[2] * m[7] - m[1] * m[8]) * k,
        (m[1] * m[5] - m[2] * m[4]) * k, (m[5] * m[6] - m[3] * m[8]) * k,
        (m[0] * m[8] - m[2] * m[6]) * k, (m[2] * m[3] - m[0] * m[5]) * k,
        (m[3] * m[7] - m[4] * m[6]) * k, (m[1] * m[6] - m[0] * m[7]) * k,
        (m[0] * m[4] - m[1] * m[3]) * k};
    double outline[8];
    const double corners[4][2] = {{0, 0}, {WIDTH, 0}, {WIDTH, HEIGHT}, {0, HEIGHT}};
    for (int i = 0; i < 4; i++) {
      const double x = corners[i][0], y = corners[i][1];
      const double w = x * m[2] + y * m[5] + m[8];
      outline[2 * i] = (x * m[0] + y * m[3] + m[6]) / w;
      outline[2 * i + 1] = (x * m[1] + y * m[4] + m[7]) / w;
    }
    static double times[8][ROUNDS];
    long drawn = 0;
    for (int round = 0; round < ROUNDS; round++)
      for (int kernel = 0; kernel < count; kernel++) {
        if (timed[kernel].portable && !portable) continue;
        memset(pixels, 0x55, (size_t)WIDTH * HEIGHT * 4);
        const double start = now_ms();
        if (timed[kernel].earlier)
          ref_resampling_fill(target, source, inverse, outline, 4, 0, HEIGHT, timed[kernel].kernel);
        else
          resampling_fill(target, source, inverse, outline, 4, 0, HEIGHT, timed[kernel].kernel);
        times[kernel][round] = now_ms() - start;
        if (round == 0 && kernel == count - 1)
          for (size_t i = 0; i < (size_t)WIDTH * HEIGHT; i++) drawn += pixels[i] != 0x55555555u;
      }
    printf("%5.0f° %9ld", angles[a], drawn);
    double before = 0, after = 0, before_least = 0, after_least = 0;
    for (int kernel = 0; kernel < count; kernel++) {
      if (timed[kernel].portable && !portable) continue;
      qsort(times[kernel], ROUNDS, sizeof(double), ascending);
      const double median = times[kernel][ROUNDS / 2], least = times[kernel][0];
      printf("     %5.2f / %5.2f", median, least);
      if (timed[kernel].earlier && !timed[kernel].portable) before = median, before_least = least;
      if (!timed[kernel].earlier && timed[kernel].kernel == RESAMPLING_KERNEL_AUTOMATIC)
        after = median, after_least = least;
    }
    printf("  %4.2fx / %4.2fx\n", before / after, before_least / after_least);
  }
  return 0;
}
