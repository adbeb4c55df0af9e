#include "Resampling.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#define RESAMPLING_AVX2 1
#endif

/// The smallest projective weight sampled: nearer to the viewer's plane is behind it.
#define RESAMPLING_MINIMUM_W 1e-12

int32_t resampling_row_span(
    double y, const double *outline, int32_t corner_count, int32_t width, int32_t *first,
    int32_t *last) {
  double left = INFINITY;
  double right = -INFINITY;
  const double top = y - 1;
  const double bottom = y + 1;
  for (int32_t index = 0; index < corner_count; index++) {
    const int32_t next = index + 1 == corner_count ? 0 : index + 1;
    const double ax = outline[2 * index], ay = outline[2 * index + 1];
    const double bx = outline[2 * next], by = outline[2 * next + 1];
    const double low = ay < by ? ay : by;
    const double high = ay < by ? by : ay;
    if (!(high >= top && low <= bottom)) continue;
    const double dy = by - ay;
    if (dy < 1e-9 && dy > -1e-9) {
      const double l = ax < bx ? ax : bx;
      const double r = ax < bx ? bx : ax;
      if (l < left) left = l;
      if (r > right) right = r;
    } else {
      // The part of the edge within the band: its two ends.
      double t0 = (top - ay) / dy;
      double t1 = (bottom - ay) / dy;
      if (t0 < 0) t0 = 0; else if (t0 > 1) t0 = 1;
      if (t1 < 0) t1 = 0; else if (t1 > 1) t1 = 1;
      const double x0 = ax + (bx - ax) * t0;
      const double x1 = ax + (bx - ax) * t1;
      if (x0 < left) left = x0;
      if (x0 > right) right = x0;
      if (x1 < left) left = x1;
      if (x1 > right) right = x1;
    }
  }
  if (!(left <= right)) return 0;
  // Clamped while still in double precision, so that no conversion overflows.
  double from = floor(left - 1);
  double to = ceil(right + 1);
  if (from < 0) from = 0;
  if (to > width - 1) to = width - 1;
  if (!(from <= to)) return 0;
  *first = (int32_t)from;
  *last = (int32_t)to;
  return 1;
}

/// What sampling the source needs, worked out once a call.
typedef struct {
  const uint32_t *pixels;
  /// Pixels from one row to the next.
  int32_t stride;
  int32_t last_column;
  int32_t last_row;
  /// The last column and row in 128ths of a pixel.
  double max_x;
  double max_y;
} Source;

/// a + (b − a) · f / 128, rounded half up, f in 0…127: what a vector kernel's rounding
/// high multiply (`pmulhrsw`) of b − a by f · 256 gives, added to a.
static inline int32_t lerp(int32_t a, int32_t b, int32_t f) {
  return a + (((b - a) * (f << 8) + 0x4000) >> 15);
}

/// Channel `shift` of a pixel.
static inline int32_t channel(uint32_t p, int shift) { return (int32_t)((p >> shift) & 0xFF); }

/// Clamps to 0…high, a NaN to 0.
static inline double clamp(double value, double high) {
  const double low = value > 0 ? value : 0;
  return low < high ? low : high;
}

/// The source at the point with homogeneous coordinates (u, v, w), into `out`; nothing when w
/// is behind the viewer.
static inline void sample_pixel(const Source *s, double u, double v, double w, uint32_t *out) {
  if (!(w > RESAMPLING_MINIMUM_W)) return;
  // Into pixel-index space (centres at integers) in 128ths of a pixel, rounded to the nearest
  // and clamped so the edge extends: (u / w − ½) · 128 + ½, truncated.
  const double k = 128 / w;
  const int32_t x = (int32_t)clamp(u * k - 63.5, s->max_x);
  const int32_t y = (int32_t)clamp(v * k - 63.5, s->max_y);
  const int32_t i = x >> 7;
  const int32_t j = y >> 7;
  const int32_t fx = x & 127;
  const int32_t fy = y & 127;
  const int32_t i1 = i < s->last_column ? i + 1 : i;
  const uint32_t *top = s->pixels + (ptrdiff_t)j * s->stride;
  const uint32_t *bottom = j < s->last_row ? top + s->stride : top;
  const uint32_t tl = top[i], tr = top[i1], bl = bottom[i], br = bottom[i1];
  if ((tl | tr | bl | br) == 0) {
    // Fully transparent around the point.
    *out = 0;
    return;
  }
  uint32_t result = 0;
  for (int shift = 0; shift < 32; shift += 8) {
    const int32_t upper = lerp(channel(tl, shift), channel(tr, shift), fx);
    const int32_t lower = lerp(channel(bl, shift), channel(br, shift), fx);
    result |= (uint32_t)lerp(upper, lower, fy) << shift;
  }
  *out = result;
}

/// The pixels of a run are taken eight at a time: pixel n of the run is in lane n mod 8, and
/// each lane's homogeneous coordinates step by eight pixels' worth.
#define RESAMPLING_LANES 8

/// The projection's numerator and denominator at the run's first eight pixels' centres, and
/// their step from one eight to the next: linear along the row.
typedef struct {
  double u[RESAMPLING_LANES], v[RESAMPLING_LANES], w[RESAMPLING_LANES];
  double du, dv, dw;
} Lanes;

static inline void start_lanes(
    Lanes *lanes, int32_t first, double y, const ResamplingProjection *g) {
  const double ru = y * g->m21 + g->m31;
  const double rv = y * g->m22 + g->m32;
  const double rw = y * g->m23 + g->m33;
  for (int lane = 0; lane < RESAMPLING_LANES; lane++) {
    const double x = (first + 0.5) + lane;
    lanes->u[lane] = x * g->m11 + ru;
    lanes->v[lane] = x * g->m12 + rv;
    lanes->w[lane] = x * g->m13 + rw;
  }
  lanes->du = RESAMPLING_LANES * g->m11;
  lanes->dv = RESAMPLING_LANES * g->m12;
  lanes->dw = RESAMPLING_LANES * g->m13;
}

#if RESAMPLING_AVX2
/// What a vector kernel works out for a run and keeps for the next rows': the reciprocals
/// 128 / w of its pixels, and their x in the picture (in 128ths, clamped). w's lanes start
/// from the run's first column and the row's part of w (y m23 + m33), and step the same way
/// along every row; so where a row's run starts at the same column and the row's part of w is
/// the same, bit for bit (a plane turned about a vertical axis: w does not change down a
/// column), its reciprocals are those worked out for an earlier row, and the divisions, a
/// vector kernel's costliest part, are not done again. Likewise x where the row's part of u
/// (y m21 + m31) is the same as well.
typedef struct {
  /// From the run's first column on; room for a row's pixels and a group of lanes more.
  double *reciprocals;
  int32_t *xs;
  /// How many of each are worked out.
  int32_t known_reciprocals;
  int32_t known_xs;
  /// The run's first column and the row's parts of w and u they were worked out for.
  int32_t first;
  double row_w;
  double row_u;
} Kept;

/// What is kept for a run from `first` on the row whose centre line is at `y`: what was
/// worked out for an earlier row where it is this run's too, else nothing yet. `NULL` for
/// nothing kept at all.
static inline Kept *kept_for(Kept *kept, int32_t first, double y, const ResamplingProjection *g) {
  if (!kept) return NULL;
  // The row's parts as `start_lanes` works them out.
  const double row_w = y * g->m23 + g->m33;
  const double row_u = y * g->m21 + g->m31;
  if (kept->first != first || memcmp(&kept->row_w, &row_w, sizeof row_w) != 0) {
    kept->known_reciprocals = 0;
    kept->known_xs = 0;
  } else if (memcmp(&kept->row_u, &row_u, sizeof row_u) != 0) {
    kept->known_xs = 0;
  }
  kept->first = first;
  kept->row_w = row_w;
  kept->row_u = row_u;
  return kept;
}
#endif

/// Pixels `column` to `last` of a run, one at a time, from lanes at `column`.
static void finish_run(
    uint32_t *row, int32_t column, int32_t last, Lanes *lanes, const Source *s) {
  for (int lane = 0; column <= last; column++) {
    sample_pixel(s, lanes->u[lane], lanes->v[lane], lanes->w[lane], row + column);
    lanes->u[lane] += lanes->du;
    lanes->v[lane] += lanes->dv;
    lanes->w[lane] += lanes->dw;
    lane = lane + 1 == RESAMPLING_LANES ? 0 : lane + 1;
  }
}

/// Pixels `first` to `last` of the row whose centre line is at `y`, one at a time.
static void fill_run_portable(
    uint32_t *row, int32_t first, int32_t last, double y, const ResamplingProjection *g,
    const Source *s) {
  Lanes lanes;
  start_lanes(&lanes, first, y, g);
  finish_run(row, first, last, &lanes, s);
}

#if RESAMPLING_AVX2
/// a + (b − a) · f in each sixteen-bit lane, rounded as `lerp` is (`pmulhrs`), on vectors of
/// `W` bits (256 or 512).
#define RESAMPLING_LERP(W, a, b, f) \
  _mm##W##_add_epi16(a, _mm##W##_mulhrs_epi16(_mm##W##_sub_epi16(b, a), f))
/// The bilinear blend of each lane's four neighbours, `tl` `tr` above and `bl` `br` below, by
/// its fractions `fx` and `fy` (times 256, in both sixteen-bit halves): red and blue in the
/// lanes' even bytes (`channels` keeps them), alpha and green shifted down into them, each
/// pair blended along the rows and then between them, as `sample_pixel` does channel by
/// channel.
#define RESAMPLING_BLEND(W, tl, tr, bl, br, fx, fy, channels)                            \
  _mm##W##_or_si##W(                                                                     \
      RESAMPLING_LERP(                                                                   \
          W, RESAMPLING_LERP(W, _mm##W##_and_si##W(tl, channels),                       \
                             _mm##W##_and_si##W(tr, channels), fx),                      \
          RESAMPLING_LERP(W, _mm##W##_and_si##W(bl, channels),                           \
                          _mm##W##_and_si##W(br, channels), fx),                         \
          fy),                                                                           \
      _mm##W##_slli_epi16(                                                               \
          RESAMPLING_LERP(                                                               \
              W, RESAMPLING_LERP(W, _mm##W##_srli_epi16(tl, 8), _mm##W##_srli_epi16(tr, 8), fx), \
              RESAMPLING_LERP(W, _mm##W##_srli_epi16(bl, 8), _mm##W##_srli_epi16(br, 8), fx), \
              fy),                                                                       \
          8))

/// The same, eight pixels at a time: the same arithmetic in the same order, so the same
/// pixels, bit for bit. Each lane's four source pixels are gathered, and each pair of
/// channels blended in sixteen-bit lanes; eight points whose four neighbours are each equal
/// take them without blending. What does not change from row to row is kept (see `Kept`).
/// For a run wholly in front of the viewer: w is linear along it, so it is when both ends are.
__attribute__((target("avx2"))) static void fill_run_avx2(
    uint32_t *row, int32_t first, int32_t last, double y, const ResamplingProjection *g,
    const Source *s, Kept *all_kept) {
  Kept *kept = kept_for(all_kept, first, y, g);
  Lanes lanes;
  start_lanes(&lanes, first, y, g);
  // Where w does not change along the row, neither does its reciprocal: every lane's w is
  // the first's, bit for bit (m13 · x is a zero).
  const int same_w = g->m13 == 0;
  const __m256d row_k = _mm256_set1_pd(128 / lanes.w[0]);
  __m256d ua = _mm256_loadu_pd(lanes.u), ub = _mm256_loadu_pd(lanes.u + 4);
  __m256d va = _mm256_loadu_pd(lanes.v), vb = _mm256_loadu_pd(lanes.v + 4);
  __m256d wa = _mm256_loadu_pd(lanes.w), wb = _mm256_loadu_pd(lanes.w + 4);
  const __m256d du = _mm256_set1_pd(lanes.du), dv = _mm256_set1_pd(lanes.dv);
  const __m256d dw = _mm256_set1_pd(lanes.dw);
  const __m256d scale = _mm256_set1_pd(128), offset = _mm256_set1_pd(63.5);
  const __m256d zero = _mm256_setzero_pd();
  const __m256d max_x = _mm256_set1_pd(s->max_x), max_y = _mm256_set1_pd(s->max_y);
  const __m256i stride = _mm256_set1_epi32(s->stride);
  const __m256i last_column = _mm256_set1_epi32(s->last_column);
  const __m256i last_row = _mm256_set1_epi32(s->last_row);
  const __m256i channels = _mm256_set1_epi32(0x00FF00FF);
  // The fraction (the low seven bits of a lane) times 256, in both sixteen-bit halves.
  const __m256i spread = _mm256_setr_epi8(
      -1, 0, -1, 0, -1, 4, -1, 4, -1, 8, -1, 8, -1, 12, -1, 12,
      -1, 0, -1, 0, -1, 4, -1, 4, -1, 8, -1, 8, -1, 12, -1, 12);
  const __m256i fraction = _mm256_set1_epi32(0x7F007F00);
  const int *pixels = (const int *)s->pixels;
  int32_t column = first;
  for (; column + 7 <= last; column += 8) {
    const int32_t n = column - first;
    __m256d ka, kb;
    if (same_w) {
      ka = kb = row_k;
    } else if (kept && n + 8 <= kept->known_reciprocals) {
      ka = _mm256_loadu_pd(kept->reciprocals + n);
      kb = _mm256_loadu_pd(kept->reciprocals + n + 4);
    } else {
      ka = _mm256_div_pd(scale, wa);
      kb = _mm256_div_pd(scale, wb);
      // Kept where they follow those kept already.
      if (kept && n == kept->known_reciprocals) {
        _mm256_storeu_pd(kept->reciprocals + n, ka);
        _mm256_storeu_pd(kept->reciprocals + n + 4, kb);
        kept->known_reciprocals = n + 8;
      }
    }
    // max(value, 0) takes 0 for a NaN, as `clamp` does.
#define RESAMPLING_COORDINATE(c, k, high)                                                   \
  _mm256_cvttpd_epi32(                                                                      \
      _mm256_min_pd(_mm256_max_pd(_mm256_sub_pd(_mm256_mul_pd(c, k), offset), zero), high))
    __m256i px;
    if (kept && n + 8 <= kept->known_xs) {
      px = _mm256_loadu_si256((const __m256i *)(kept->xs + n));
    } else {
      px = _mm256_set_m128i(
          RESAMPLING_COORDINATE(ub, kb, max_x), RESAMPLING_COORDINATE(ua, ka, max_x));
      if (kept && n == kept->known_xs) {
        _mm256_storeu_si256((__m256i *)(kept->xs + n), px);
        kept->known_xs = n + 8;
      }
    }
    const __m256i py = _mm256_set_m128i(
        RESAMPLING_COORDINATE(vb, kb, max_y), RESAMPLING_COORDINATE(va, ka, max_y));
#undef RESAMPLING_COORDINATE
    ua = _mm256_add_pd(ua, du), ub = _mm256_add_pd(ub, du);
    va = _mm256_add_pd(va, dv), vb = _mm256_add_pd(vb, dv);
    wa = _mm256_add_pd(wa, dw), wb = _mm256_add_pd(wb, dw);
    const __m256i i = _mm256_srli_epi32(px, 7);
    const __m256i j = _mm256_srli_epi32(py, 7);
    // Offsets of the four pixels around each point; the edge's pixels stand in for those
    // beyond it.
    const __m256i at = _mm256_add_epi32(_mm256_mullo_epi32(j, stride), i);
    const __m256i right = _mm256_sub_epi32(at, _mm256_cmpgt_epi32(last_column, i));
    const __m256i down = _mm256_and_si256(_mm256_cmpgt_epi32(last_row, j), stride);
    const __m256i tl = _mm256_i32gather_epi32(pixels, at, 4);
    const __m256i tr = _mm256_i32gather_epi32(pixels, right, 4);
    const __m256i bl = _mm256_i32gather_epi32(pixels, _mm256_add_epi32(at, down), 4);
    const __m256i br = _mm256_i32gather_epi32(pixels, _mm256_add_epi32(right, down), 4);
    const __m256i same = _mm256_and_si256(
        _mm256_and_si256(_mm256_cmpeq_epi32(tl, tr), _mm256_cmpeq_epi32(tl, bl)),
        _mm256_cmpeq_epi32(tl, br));
    if (_mm256_movemask_epi8(same) == -1) {
      // Four equal neighbours around all eight points (flat or transparent areas): a blend of
      // equal pixels gives that pixel.
      _mm256_storeu_si256((__m256i *)(row + column), tl);
      continue;
    }
    const __m256i fx = _mm256_and_si256(_mm256_shuffle_epi8(px, spread), fraction);
    const __m256i fy = _mm256_and_si256(_mm256_shuffle_epi8(py, spread), fraction);
    _mm256_storeu_si256(
        (__m256i *)(row + column), RESAMPLING_BLEND(256, tl, tr, bl, br, fx, fy, channels));
  }
  if (column <= last) {
    _mm256_storeu_pd(lanes.u, ua), _mm256_storeu_pd(lanes.u + 4, ub);
    _mm256_storeu_pd(lanes.v, va), _mm256_storeu_pd(lanes.v + 4, vb);
    _mm256_storeu_pd(lanes.w, wa), _mm256_storeu_pd(lanes.w + 4, wb);
    finish_run(row, column, last, &lanes, s);
  }
}

/// The same, sixteen pixels at a time with AVX-512: lanes 0 to 7 of the portable kernel in one
/// register, and the same lanes a step on in another, so again the same arithmetic in the same
/// order. The sixteen points' source pixels are picked from the picture's rows they lie on
/// where they lie close together, else gathered: each point's two top and two bottom pixels as
/// pairs (one 64-bit element each: half the elements four 32-bit gathers take), except where
/// a pair would end beyond the picture's last pixel. Groups whose points each have four equal
/// neighbours (flat or transparent areas) take the top left pixel without blending: a blend
/// of equal pixels gives that pixel. What does not change from row to row is kept (see
/// `Kept`). The last group's pixels beyond the run are worked out but not stored. For a run
/// wholly in front of the viewer.
__attribute__((target("avx512f,avx512bw,avx512vl,avx512dq"))) static void fill_run_avx512(
    uint32_t *row, int32_t first, int32_t last, double y, const ResamplingProjection *g,
    const Source *s, Kept *all_kept) {
  Kept *kept = kept_for(all_kept, first, y, g);
  Lanes lanes;
  start_lanes(&lanes, first, y, g);
  // Where w does not change along the row, neither does its reciprocal (see `fill_run_avx2`).
  const int same_w = g->m13 == 0;
  const __m512d row_k = _mm512_set1_pd(128 / lanes.w[0]);
  __m512d u = _mm512_loadu_pd(lanes.u), v = _mm512_loadu_pd(lanes.v);
  __m512d w = _mm512_loadu_pd(lanes.w);
  const __m512d du = _mm512_set1_pd(lanes.du), dv = _mm512_set1_pd(lanes.dv);
  const __m512d dw = _mm512_set1_pd(lanes.dw);
  const __m512d scale = _mm512_set1_pd(128), offset = _mm512_set1_pd(63.5);
  const __m512d zero = _mm512_setzero_pd();
  const __m512d max_x = _mm512_set1_pd(s->max_x), max_y = _mm512_set1_pd(s->max_y);
  const __m512i stride = _mm512_set1_epi32(s->stride);
  const __m512i last_column = _mm512_set1_epi32(s->last_column);
  const __m512i last_row = _mm512_set1_epi32(s->last_row);
  // The picture's last pixel: a pair starting there would end beyond the picture.
  const ptrdiff_t final_offset = (ptrdiff_t)s->last_row * s->stride + s->last_column;
  const __m512i final = _mm512_set1_epi32((int32_t)final_offset);
  const __m512i channels = _mm512_set1_epi32(0x00FF00FF);
  const __m512i spread = _mm512_broadcast_i32x4(
      _mm_setr_epi8(-1, 0, -1, 0, -1, 4, -1, 4, -1, 8, -1, 8, -1, 12, -1, 12));
  const __m512i fraction = _mm512_set1_epi32(0x7F007F00);
  const __m512i one = _mm512_set1_epi32(1), thirty = _mm512_set1_epi32(30);
  // The low and the high halves of sixteen 64-bit elements held in two registers: the left
  // and the right pixels of sixteen pairs, or sixteen coordinates as 32-bit integers.
  const __m512i lefts = _mm512_setr_epi32(
      0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
  const __m512i rights = _mm512_setr_epi32(
      1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
  const int *pixels = (const int *)s->pixels;
  // What is kept, in locals while the run is done (the pixels it writes could otherwise be
  // taken to change it), and put back after.
  double *const reciprocals = kept ? kept->reciprocals : NULL;
  int32_t *const xs = kept ? kept->xs : NULL;
  int32_t known_reciprocals = kept ? kept->known_reciprocals : 0;
  int32_t known_xs = kept ? kept->known_xs : 0;
  const int32_t count = last - first + 1;
  for (int32_t n = 0; n < count; n += 16) {
    const __m512d ua = u, va = v, wa = w;
    const __m512d ub = _mm512_add_pd(ua, du), vb = _mm512_add_pd(va, dv);
    const __m512d wb = _mm512_add_pd(wa, dw);
    u = _mm512_add_pd(ub, du), v = _mm512_add_pd(vb, dv), w = _mm512_add_pd(wb, dw);
    __m512d ka, kb;
    if (same_w) {
      ka = kb = row_k;
    } else if (n + 16 <= known_reciprocals) {
      ka = _mm512_loadu_pd(reciprocals + n);
      kb = _mm512_loadu_pd(reciprocals + n + 8);
    } else {
      ka = _mm512_div_pd(scale, wa);
      kb = _mm512_div_pd(scale, wb);
      if (reciprocals && n == known_reciprocals) {
        _mm512_storeu_pd(reciprocals + n, ka);
        _mm512_storeu_pd(reciprocals + n + 8, kb);
        known_reciprocals = n + 16;
      }
    }
    // max(value, 0) takes 0 for a NaN, as `clamp` does. Truncated to 64-bit integers (one
    // instruction where 32-bit ones take two and a third to join them), whose low halves the
    // two registers' sixteen coordinates are picked from.
#define RESAMPLING_COORDINATE(c, k, high)                                                   \
  _mm512_cvttpd_epi64(                                                                      \
      _mm512_min_pd(_mm512_max_pd(_mm512_sub_pd(_mm512_mul_pd(c, k), offset), zero), high))
    __m512i px;
    if (n + 16 <= known_xs) {
      px = _mm512_loadu_si512(xs + n);
    } else {
      px = _mm512_permutex2var_epi32(
          RESAMPLING_COORDINATE(ua, ka, max_x), lefts, RESAMPLING_COORDINATE(ub, kb, max_x));
      if (xs && n == known_xs) {
        _mm512_storeu_si512(xs + n, px);
        known_xs = n + 16;
      }
    }
    const __m512i py = _mm512_permutex2var_epi32(
        RESAMPLING_COORDINATE(va, ka, max_y), lefts, RESAMPLING_COORDINATE(vb, kb, max_y));
#undef RESAMPLING_COORDINATE
    const __m512i i = _mm512_srli_epi32(px, 7);
    const __m512i j = _mm512_srli_epi32(py, 7);
    __m512i tl, tr, bl, br;
    // Where the sixteen points lie within 31 columns of the leftmost one's, and on one row of
    // the picture or on two next to each other (as they do where the plane is not shrunk to
    // less than half along the row, and not turned steeply within it), their pixels are picked
    // from 32 read from each row they need. A point's x and y are monotonic along the run (a
    // ratio of two linear functions), so its ends have the leftmost column and the top row.
    const int32_t i_first = _mm_cvtsi128_si32(_mm512_castsi512_si128(i));
    const int32_t i_end = _mm_extract_epi32(_mm512_extracti32x4_epi32(i, 3), 3);
    const int32_t j_first = _mm_cvtsi128_si32(_mm512_castsi512_si128(j));
    const int32_t j_end = _mm_extract_epi32(_mm512_extracti32x4_epi32(j, 3), 3);
    const int32_t column = i_first < i_end ? i_first : i_end;
    const int32_t top_row = j_first < j_end ? j_first : j_end;
    const __m512i across = _mm512_sub_epi32(i, _mm512_set1_epi32(column));
    const __m512i down = _mm512_sub_epi32(j, _mm512_set1_epi32(top_row));
    const __mmask16 on_top = _mm512_cmpeq_epi32_mask(down, _mm512_setzero_si512());
    const __mmask16 on_next = _mm512_cmpeq_epi32_mask(down, one);
    int picked = 0;
    if (_mm512_cmple_epu32_mask(across, thirty) == 0xFFFF && (on_top | on_next) == 0xFFFF) {
      // Where the rows start, each the one below the last (the bottom row's pixels stand in for
      // those below the picture); the third is needed for points on the second row only.
      const ptrdiff_t first_start = (ptrdiff_t)top_row * s->stride + column;
      const ptrdiff_t second_start =
          top_row < s->last_row ? first_start + s->stride : first_start;
      const ptrdiff_t third_start =
          on_next && top_row + 1 < s->last_row ? second_start + s->stride : second_start;
      if (third_start + 31 <= final_offset) {
        // The right pixel of a point on the last column is not the picture's, but its weight
        // is 0 (the point's x is clamped to that column), so it does not count.
        const __m512i next = _mm512_add_epi32(across, one);
        const __m512i first_left = _mm512_loadu_si512(s->pixels + first_start);
        const __m512i first_right = _mm512_loadu_si512(s->pixels + first_start + 16);
        const __m512i second_left = _mm512_loadu_si512(s->pixels + second_start);
        const __m512i second_right = _mm512_loadu_si512(s->pixels + second_start + 16);
        tl = _mm512_permutex2var_epi32(first_left, across, first_right);
        tr = _mm512_permutex2var_epi32(first_left, next, first_right);
        bl = _mm512_permutex2var_epi32(second_left, across, second_right);
        br = _mm512_permutex2var_epi32(second_left, next, second_right);
        if (on_next) {
          const __m512i third_left = _mm512_loadu_si512(s->pixels + third_start);
          const __m512i third_right = _mm512_loadu_si512(s->pixels + third_start + 16);
          tl = _mm512_mask_mov_epi32(tl, on_next, bl);
          tr = _mm512_mask_mov_epi32(tr, on_next, br);
          bl = _mm512_mask_mov_epi32(
              bl, on_next, _mm512_permutex2var_epi32(third_left, across, third_right));
          br = _mm512_mask_mov_epi32(
              br, on_next, _mm512_permutex2var_epi32(third_left, next, third_right));
        }
        picked = 1;
      }
    }
    if (!picked) {
      const __m512i at = _mm512_add_epi32(_mm512_mullo_epi32(j, stride), i);
      // The bottom row's pixels stand in for those below the picture.
      const __m512i below = _mm512_add_epi32(
          at, _mm512_maskz_mov_epi32(_mm512_cmpgt_epi32_mask(last_row, j), stride));
      if (!(_mm512_cmpeq_epi32_mask(at, final) | _mm512_cmpeq_epi32_mask(below, final))) {
        // A pair's right pixel is the left one's neighbour in memory; where the left one is
        // the last column's, the right one is not the picture's, but its weight is 0.
        const __m512i top_a = _mm512_i32gather_epi64(_mm512_castsi512_si256(at), pixels, 4);
        const __m512i top_b =
            _mm512_i32gather_epi64(_mm512_extracti64x4_epi64(at, 1), pixels, 4);
        const __m512i bottom_a =
            _mm512_i32gather_epi64(_mm512_castsi512_si256(below), pixels, 4);
        const __m512i bottom_b =
            _mm512_i32gather_epi64(_mm512_extracti64x4_epi64(below, 1), pixels, 4);
        tl = _mm512_permutex2var_epi32(top_a, lefts, top_b);
        tr = _mm512_permutex2var_epi32(top_a, rights, top_b);
        bl = _mm512_permutex2var_epi32(bottom_a, lefts, bottom_b);
        br = _mm512_permutex2var_epi32(bottom_a, rights, bottom_b);
      } else {
        // The edge's pixels stand in for those beyond it.
        const __mmask16 inside = _mm512_cmpgt_epi32_mask(last_column, i);
        const __m512i right = _mm512_mask_add_epi32(at, inside, at, one);
        const __m512i right_below = _mm512_mask_add_epi32(below, inside, below, one);
        tl = _mm512_i32gather_epi32(at, pixels, 4);
        tr = _mm512_i32gather_epi32(right, pixels, 4);
        bl = _mm512_i32gather_epi32(below, pixels, 4);
        br = _mm512_i32gather_epi32(right_below, pixels, 4);
      }
    }
    __m512i result;
    // (tl ^ tr) | (tl ^ bl), then (tl ^ br) | that: 0 in lanes with four equal neighbours.
    const __m512i unequal =
        _mm512_ternarylogic_epi32(tl, br, _mm512_ternarylogic_epi32(tl, tr, bl, 0x7E), 0xBE);
    if (!_mm512_test_epi32_mask(unequal, unequal)) {
      // Four equal neighbours around all sixteen points.
      result = tl;
    } else {
      const __m512i fx = _mm512_and_si512(_mm512_shuffle_epi8(px, spread), fraction);
      const __m512i fy = _mm512_and_si512(_mm512_shuffle_epi8(py, spread), fraction);
      result = RESAMPLING_BLEND(512, tl, tr, bl, br, fx, fy, channels);
    }
    if (n + 16 <= count) {
      _mm512_storeu_si512(row + first + n, result);
    } else {
      _mm512_mask_storeu_epi32(row + first + n, (__mmask16)((1u << (count - n)) - 1), result);
    }
  }
  if (kept) {
    kept->known_reciprocals = known_reciprocals;
    kept->known_xs = known_xs;
  }
}

/// Whether the processor and the system run AVX2.
static int32_t detect_avx2(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
  // The system saves the vector registers (OSXSAVE), and AVX.
  if (!(c & (1u << 27)) || !(c & (1u << 28))) return 0;
  unsigned low, high;
  __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  (void)high;
  if ((low & 6) != 6) return 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  return (b & (1u << 5)) != 0;
}

/// Whether the processor and the system run AVX-512 F, BW, VL and DQ (with AVX2).
static int32_t detect_avx512(void) {
  if (!detect_avx2()) return 0;
  // The system saves the mask registers and all of the vector registers.
  unsigned low, high;
  __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  (void)high;
  if ((low & 0xE6) != 0xE6) return 0;
  unsigned a, b, c, d;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  const unsigned wanted = (1u << 16) | (1u << 17) | (1u << 30) | (1u << 31);
  return (b & wanted) == wanted;
}
#endif

/// The vector kernels the processor runs: 0 for none, 1 for AVX2, 2 for AVX-512 as well.
static int32_t vector_level(void) {
#if RESAMPLING_AVX2
  // Worked out once; the same answer whichever thread asks first.
  static volatile int32_t known = -1;
  int32_t value = known;
  if (value < 0) {
    value = detect_avx512() ? 2 : detect_avx2() ? 1 : 0;
    known = value;
  }
  return value;
#else
  return 0;
#endif
}

int32_t resampling_has_vector_kernel(void) { return vector_level() > 0; }

ResamplingKernel resampling_kernel_used(ResamplingKernel kernel) {
  const int32_t level = vector_level();
  switch (kernel) {
    case RESAMPLING_KERNEL_AUTOMATIC:
    case RESAMPLING_KERNEL_AVX512:
      return level >= 2   ? RESAMPLING_KERNEL_AVX512
             : level >= 1 ? RESAMPLING_KERNEL_AVX2
                          : RESAMPLING_KERNEL_PORTABLE;
    case RESAMPLING_KERNEL_AVX2:
      return level >= 1 ? RESAMPLING_KERNEL_AVX2 : RESAMPLING_KERNEL_PORTABLE;
    default:
      return RESAMPLING_KERNEL_PORTABLE;
  }
}

void resampling_fill(
    ResamplingImage target, ResamplingImage source, ResamplingProjection inverse,
    const double *outline, int32_t corner_count, int32_t first_row, int32_t end_row,
    ResamplingKernel kernel) {
  if (corner_count < 3 || source.width <= 0 || source.height <= 0 || !source.pixels ||
      !target.pixels)
    return;
  const Source s = {
      .pixels = source.pixels,
      .stride = source.stride / 4,
      .last_column = source.width - 1,
      .last_row = source.height - 1,
      .max_x = 128.0 * (source.width - 1),
      .max_y = 128.0 * (source.height - 1),
  };
  if (first_row < 0) first_row = 0;
  if (end_row > target.height) end_row = target.height;
#if RESAMPLING_AVX2
  const ResamplingKernel used = resampling_kernel_used(kernel);
  const int vector = used != RESAMPLING_KERNEL_PORTABLE;
  // Room for a row's pixels and a group of lanes more; without it, nothing is kept.
  Kept kept = {.reciprocals = NULL, .xs = NULL, .first = -1};
  if (vector && end_row - first_row > 1 && target.width > 0) {
    const size_t room = (size_t)target.width + 16;
    kept.reciprocals = malloc(room * (sizeof(double) + sizeof(int32_t)));
    if (kept.reciprocals) kept.xs = (int32_t *)(kept.reciprocals + room);
  }
  Kept *keeping = kept.reciprocals ? &kept : NULL;
#else
  (void)kernel;
#endif
  for (int32_t row = first_row; row < end_row; row++) {
    const double y = row + 0.5;
    int32_t first, last;
    if (!resampling_row_span(y, outline, corner_count, target.width, &first, &last)) continue;
    uint32_t *out = (uint32_t *)((uint8_t *)target.pixels + (ptrdiff_t)row * target.stride);
#if RESAMPLING_AVX2
    // w at the run's two ends; in front of the viewer at both, it is all along.
    const double first_w = (first + 0.5) * inverse.m13 + (y * inverse.m23 + inverse.m33);
    const double last_w = (last + 0.5) * inverse.m13 + (y * inverse.m23 + inverse.m33);
    if (vector && first_w > RESAMPLING_MINIMUM_W && last_w > RESAMPLING_MINIMUM_W) {
      if (used == RESAMPLING_KERNEL_AVX512)
        fill_run_avx512(out, first, last, y, &inverse, &s, keeping);
      else
        fill_run_avx2(out, first, last, y, &inverse, &s, keeping);
      continue;
    }
#endif
    fill_run_portable(out, first, last, y, &inverse, &s);
  }
#if RESAMPLING_AVX2
  free(kept.reciprocals);
#endif
}
