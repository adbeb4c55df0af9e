// Counts heap allocations by defining the C library's allocation functions in the test binary,
// which the dynamic linker then prefers for the whole process, and forwarding each to glibc's
// own implementation. Only the counts are added; the memory comes from glibc as before. Frees
// are counted too, so that the blocks still allocated (allocations less frees) show whether
// memory is kept.
//
// The count is kept per thread: the test runner's other threads allocate now and then, and a
// test asks what its own code allocated. The counter lives in the executable's static TLS
// block (initial-exec), so reading it never allocates and cannot recurse into malloc.
#define _GNU_SOURCE
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static __thread uint64_t count __attribute__((tls_model("initial-exec")));
static __thread uint64_t freed __attribute__((tls_model("initial-exec")));

static void note(void) { count += 1; }

uint64_t allocation_count(void) { return count; }

int64_t live_allocation_count(void) { return (int64_t)(count - freed); }

void *malloc(size_t size) {
  note();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note();
  // A block resized (or moved) is still one block: the old one counts as freed, unless there
  // was none; a size of 0 frees it and makes none.
  if (pointer != NULL) freed += size == 0 ? 2 : 1;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  note();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  note();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void free(void *pointer) {
  if (pointer != NULL) freed += 1;
  __libc_free(pointer);
}
