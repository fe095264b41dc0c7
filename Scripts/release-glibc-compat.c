/* Linked into the release's static archive (Scripts/release.sh). Debian 12's libexpat.a calls
 * arc4random_buf for its hash salt, which glibc has only since 2.36; defined here over getrandom(2)
 * (glibc 2.25, the same kernel source of randomness), so the release runs on glibc 2.35
 * (Ubuntu 22.04) as well. */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/random.h>

void arc4random_buf(void *buffer, size_t length) {
    unsigned char *bytes = buffer;
    while (length > 0) {
        ssize_t got = getrandom(bytes, length, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            abort(); /* arc4random_buf cannot fail; getrandom fails only on a kernel older than 3.17 */
        }
        bytes += got;
        length -= (size_t)got;
    }
}
