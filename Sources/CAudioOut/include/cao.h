/* cao: play interleaved float PCM on the local audio device, through PulseAudio (which PipeWire also
 * serves) with libpulse-simple, else ALSA with libasound. Only stdint types cross into Swift.
 *
 * Every call except cao_open must come from the one thread that owns the device. Opening never prints:
 * with no sound server and no sound card it returns NULL quietly (ALSA's own error messages are muted).
 */
#ifndef CAO_H
#define CAO_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** An open playback stream. */
typedef struct cao_device cao_device;

/** Opens a playback stream of `channels` interleaved float channels at `rate` Hz with about
 *  `latency_ms` of buffering; NULL when no device can be opened. */
cao_device *cao_open(uint32_t rate, uint32_t channels, uint32_t latency_ms, const char *application);

/** Which library serves the stream: "pulse" or "alsa". */
const char *cao_backend(const cao_device *device);

/** Queues `frames` frames, blocking while the buffer is full; 0 on success, -1 when the device failed. */
int32_t cao_write(cao_device *device, const float *interleaved, uint32_t frames);

/** Drops whatever is queued and not yet heard (stop at once). */
void cao_discard(cao_device *device);

/** Waits until everything queued has been heard. */
void cao_drain(cao_device *device);

/** Closes the stream. */
void cao_close(cao_device *device);

#ifdef __cplusplus
}
#endif

#endif
