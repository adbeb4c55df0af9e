#!/bin/sh
# Checks the resampling kernels (Sources/Resampling) against an earlier commit's, pixel for
# pixel, then times them for a full screen:
#
#   scripts/resampling/run.sh [COMMIT [CASES [SEED]]]
#
# COMMIT is the earlier kernel's (c7da2e5, the last before the AVX-512 kernel, unless told),
# CASES how many random cases to compare (3000 unless told). Both kernels are built as the
# package builds them (-O2 -ffp-contract=off) with CC (gcc unless set; the package's build uses
# Swift's clang), into a folder removed afterwards. Set PORTABLE to time the portable kernels
# too, DISTANCE for a viewer that many pixels in front (2000 unless told), TIMING=0 to skip the
# timing. See resampling-equality.c and resampling-timing.c.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
commit=${1:-c7da2e5}
cases=${2:-3000}
seed=${3:-1}
CC=${CC:-gcc}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mkdir "$out/earlier"
git -C "$root" show "$commit:Sources/Resampling/Resampling.c" >"$out/earlier/Resampling.c"
git -C "$root" show "$commit:Sources/Resampling/include/Resampling.h" >"$out/earlier/Resampling.h"
flags="-O2 -ffp-contract=off"
header="$root/Sources/Resampling/include/Resampling.h"
have=""
grep -q RESAMPLING_KERNEL_AVX2 "$header" && have="$have -DHAVE_AVX2_KERNEL"
grep -q RESAMPLING_KERNEL_AVX512 "$header" && have="$have -DHAVE_AVX512_KERNEL"
$CC $flags -c "$out/earlier/Resampling.c" -I"$out/earlier" -o "$out/earlier.o" \
  -Dresampling_fill=ref_resampling_fill -Dresampling_row_span=ref_resampling_row_span \
  -Dresampling_has_vector_kernel=ref_resampling_has_vector_kernel \
  -Dresampling_kernel_used=ref_resampling_kernel_used
$CC $flags -c "$root/Sources/Resampling/Resampling.c" -I"$root/Sources/Resampling/include" \
  -o "$out/now.o"
for program in equality timing; do
  $CC -O2 $have -I"$root/Sources/Resampling/include" "$here/resampling-$program.c" \
    "$out/earlier.o" "$out/now.o" -lm -o "$out/$program"
done
"$out/equality" "$cases" "$seed"
if [ "${TIMING:-1}" != 0 ]; then
  distance=${DISTANCE:-2000}
  "$out/timing" 0 1 "$distance"
  "$out/timing" 1 0 "$distance"
  "$out/timing" 1 1 "$distance"
fi
