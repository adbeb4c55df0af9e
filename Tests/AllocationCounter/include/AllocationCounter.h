#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// How many heap allocations (malloc, calloc, realloc, aligned allocations) the calling thread
/// has made since it started. The test binary's own definitions of the allocation functions
/// count them before handing them to the C library.
uint64_t allocation_count(void);

/// How many of the calling thread's heap blocks are still allocated: its allocations less the
/// blocks it freed (a block allocated on one thread and freed on another counts on each).
int64_t live_allocation_count(void);

#endif
