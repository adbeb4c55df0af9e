// The system's zlib: deflate for the animated PNG encoder's image data, and the CRC-32 of its
// chunks.
#include <zlib.h>
