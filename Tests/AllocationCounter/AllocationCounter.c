// Counts heap allocations by defining the C library's allocation functions in the test binary,
// which the dynamic linker then prefers for the whole process, and forwarding each to glibc's
// own implementation. Only the count is added; the memory comes from glibc as before.
#define _GNU_SOURCE
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t count;

static void note(void) { __atomic_fetch_add(&count, 1, __ATOMIC_RELAXED); }

uint64_t allocation_count(void) { return __atomic_load_n(&count, __ATOMIC_RELAXED); }

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
