#ifndef RESAMPLING_H
#define RESAMPLING_H

#include <stdint.h>

/// Resampling a picture through a projection, in one pass: for every pixel of a target whose
/// centre lies within a convex outline (or within a pixel of it), the point of the picture the
/// projection takes that centre to, exactly (in double precision, one division a pixel), and
/// the picture's colour there, interpolated between its four nearest pixels (bilinear: the
/// point's fractions rounded to 128ths, as pixman's bilinear filter keeps them, and each of the
/// three blends rounded). The picture's edge pixels extend beyond it. Pixels are premultiplied
/// ARGB32 in native-endian words, as cairo's image surfaces keep them.
///
/// Built optimised even in a debug build: it runs for every pixel a turned layer covers. Where
/// the processor has AVX-512, sixteen pixels are done at a time (their source pixels picked
/// from the rows they lie on, or gathered); where it has AVX2, eight (gathered); elsewhere
/// one at a time. All with the same arithmetic and the same result, bit for bit. The vector
/// kernels keep what does not change from one row to the next (w's reciprocals where w does
/// not change down a column, as for a plane turned about a vertical axis; x too where it does
/// not either), and divide once a row where w does not change along it.

/// An image's pixels.
typedef struct {
  uint32_t *pixels;
  int32_t width;
  int32_t height;
  /// Bytes from one row to the next (a multiple of four).
  int32_t stride;
} ResamplingImage;

/// A plane projection as row vectors: the pixel (x, y) goes to
/// ((x m11 + y m21 + m31) / w, (x m12 + y m22 + m32) / w), w = x m13 + y m23 + m33.
typedef struct {
  double m11, m12, m13;
  double m21, m22, m23;
  double m31, m32, m33;
} ResamplingProjection;

/// The kernels `resampling_fill` can use.
typedef enum {
  /// The fastest the processor runs.
  RESAMPLING_KERNEL_AUTOMATIC = 0,
  /// One pixel at a time, in portable C.
  RESAMPLING_KERNEL_PORTABLE = 1,
  /// Eight pixels at a time with AVX2; the portable kernel where the processor lacks it.
  RESAMPLING_KERNEL_AVX2 = 2,
  /// Sixteen pixels at a time with AVX-512 (F, BW, VL and DQ); the AVX2 kernel where the
  /// processor lacks them, or the portable one.
  RESAMPLING_KERNEL_AVX512 = 3,
} ResamplingKernel;

/// Fills rows `first_row` up to `end_row` of `target`: every pixel whose centre is within the
/// convex outline (`corner_count` corners, x and y in turn, target pixels from its top left)
/// or within a pixel of it gets `source` at the point `inverse` takes the pixel's centre to
/// (source pixels, their centres at halves). Pixels outside the outline, and those `inverse`
/// takes behind the viewer (w at most 1e-12), are left as they are. Calls for rows that do not
/// overlap may run at the same time. A vector kernel takes memory for a row's worth of what it
/// keeps from row to row for the call (and keeps nothing where there is none to take).
void resampling_fill(
    ResamplingImage target, ResamplingImage source, ResamplingProjection inverse,
    const double *outline, int32_t corner_count, int32_t first_row, int32_t end_row,
    ResamplingKernel kernel);

/// The pixels of a row, its centre line at `y`, within the convex outline or a pixel of it,
/// clamped to `0 ..< width`: 1 with the first and the last in `first` and `last`, or 0 for none.
/// Taken over the band a pixel either side of the centre line: where an edge runs nearly along
/// the row, the pixels it crosses lie far beyond where it meets the centre line.
int32_t resampling_row_span(
    double y, const double *outline, int32_t corner_count, int32_t width, int32_t *first,
    int32_t *last);

/// Whether the processor runs a vector kernel (AVX2 at least).
int32_t resampling_has_vector_kernel(void);

/// The kernel `resampling_fill` uses for `kernel` on this processor: the one asked for, or the
/// best it runs below it (`RESAMPLING_KERNEL_AUTOMATIC` gives the fastest it runs).
ResamplingKernel resampling_kernel_used(ResamplingKernel kernel);

#endif
