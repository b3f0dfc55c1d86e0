#include "cao.h"

#include <pulse/simple.h>
#include <pulse/error.h>
#include <alsa/asoundlib.h>
#include <stdlib.h>

struct cao_device {
    pa_simple *pulse;
    snd_pcm_t *alsa;
    uint32_t channels;
};

/* ALSA prints configuration errors ("cannot find card '0'") on stderr unless told otherwise. */
static void cao_quiet_alsa(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

cao_device *cao_open(uint32_t rate, uint32_t channels, uint32_t latency_ms, const char *application) {
    cao_device *device = calloc(1, sizeof *device);
    if (!device) return NULL;
    device->channels = channels;

    pa_sample_spec spec = { .format = PA_SAMPLE_FLOAT32LE, .rate = rate, .channels = (uint8_t)channels };
    uint32_t bytes = (uint32_t)((uint64_t)rate * channels * sizeof(float) * latency_ms / 1000);
    pa_buffer_attr attr = { .maxlength = (uint32_t)-1, .tlength = bytes, .prebuf = (uint32_t)-1,
                            .minreq = (uint32_t)-1, .fragsize = (uint32_t)-1 };
    int error = 0;
    device->pulse = pa_simple_new(NULL, application, PA_STREAM_PLAYBACK, NULL, "chart explorer", &spec, NULL,
                                  &attr, &error);
    if (device->pulse) return device;

    snd_lib_error_set_handler(cao_quiet_alsa);
    snd_pcm_t *pcm = NULL;
    /* Non-blocking open: a device held by another program fails at once instead of hanging. */
    if (snd_pcm_open(&pcm, "default", SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK) == 0) {
        if (snd_pcm_nonblock(pcm, 0) == 0 &&
            snd_pcm_set_params(pcm, SND_PCM_FORMAT_FLOAT_LE, SND_PCM_ACCESS_RW_INTERLEAVED, channels, rate, 1,
                               latency_ms * 1000) == 0) {
            device->alsa = pcm;
            return device;
        }
        snd_pcm_close(pcm);
    }
    free(device);
    return NULL;
}

const char *cao_backend(const cao_device *device) {
    return device->pulse ? "pulse" : "alsa";
}

int32_t cao_write(cao_device *device, const float *interleaved, uint32_t frames) {
    if (device->pulse) {
        int error = 0;
        return pa_simple_write(device->pulse, interleaved, (size_t)frames * device->channels * sizeof(float),
                               &error) == 0 ? 0 : -1;
    }
    while (frames > 0) {
        snd_pcm_sframes_t written = snd_pcm_writei(device->alsa, interleaved, frames);
        if (written < 0) {
            if (snd_pcm_recover(device->alsa, (int)written, 1) < 0) return -1;
            continue;
        }
        frames -= (uint32_t)written;
        interleaved += (size_t)written * device->channels;
    }
    return 0;
}

void cao_discard(cao_device *device) {
    if (device->pulse) {
        int error = 0;
        pa_simple_flush(device->pulse, &error);
    } else {
        snd_pcm_drop(device->alsa);
        snd_pcm_prepare(device->alsa);
    }
}

void cao_drain(cao_device *device) {
    if (device->pulse) {
        int error = 0;
        pa_simple_drain(device->pulse, &error);
    } else {
        snd_pcm_drain(device->alsa);
        snd_pcm_prepare(device->alsa);
    }
}

void cao_close(cao_device *device) {
    if (!device) return;
    if (device->pulse) pa_simple_free(device->pulse);
    if (device->alsa) snd_pcm_close(device->alsa);
    free(device);
}
