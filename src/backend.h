/* The one interface between the Lua bindings and a compute backend. Each backend
 * is a table of functions over opaque memory handles; every call reports failure
 * through pa_err, never by printing or exiting. */
#ifndef PA_BACKEND_H
#define PA_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "launch.h"
#include "pa_error.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct pa_device_info {
    char name[256];
    const char *backend;
    int sms;               /* multiprocessors (CUDA) or hardware threads (CPU) */
    size_t memory_bytes;
    size_t l2_bytes;       /* last-level cache */
    int cc_major, cc_minor;
    int memory_clock_khz;
    int sm_clock_khz;      /* the SMs' peak clock (CUDA); 0 where unknown */
    int bus_width_bits;
    double theoretical_gbps; /* from clock and bus width; 0 where unknown */
    const char *simd;        /* CPU: the vector path the kernels take ("avx2", "portable"); NULL on CUDA */
} pa_device_info;

typedef enum pa_l2_mode { PA_L2_WARM = 0, PA_L2_COLD = 1 } pa_l2_mode;

typedef struct pa_timing {
    int warmup, iters;
    int graph;        /* replay a captured graph of the launch (CUDA) */
    pa_l2_mode l2;
} pa_timing;

/* The SM clock a timing ran at, where the backend reads it (CUDA): read just
 * before the first sample and just after the last, in MHz; 0 where not read. */
typedef struct pa_sm_clock {
    double start_mhz, end_mhz;
} pa_sm_clock;

typedef struct pa_backend {
    const char *name;
    /* 0 when usable here; otherwise -1 and why (no GPU, no driver ...) */
    int (*probe)(pa_err *e);
    int (*device)(pa_device_info *info, pa_err *e);

    void *(*alloc)(size_t bytes, pa_err *e);
    void (*release)(void *ptr);
    /* bytes allocations can still take, 0 when unknown; NULL where alloc
     * itself refuses what does not fit (device memory). `why` (may be NULL)
     * gets what sets the figure, for a refusal to name: "" or a phrase. */
    size_t (*available)(char *why, size_t why_size);
    int (*upload)(void *dst, const void *src, size_t bytes, pa_err *e);
    int (*download)(void *dst, const void *src, size_t bytes, pa_err *e);
    /* count values of the shared random stream (rng.h), words offset.. */
    int (*fill_random)(void *dst, pa_dtype t, size_t count, uint64_t seed, uint64_t offset, pa_err *e);

    int (*run)(const pa_launch *l, pa_err *e);
    /* iters samples in microseconds into samples_us, after warmup runs; one
     * sample runs the n launches in order (the layers of a decode step), as one
     * graph when t->graph */
    int (*time)(const pa_launch *l, int n, const pa_timing *t, double *samples_us, pa_sm_clock *sm_clock, pa_err *e);
    void (*workspace_release)(pa_workspace *ws);

    /* sustained streaming-read bandwidth of device memory, GB/s: the
     * process's first reading, or a new one where `again` is set (the first
     * stays the one later calls return) */
    int (*read_bandwidth)(int again, double *gbps, pa_err *e);
} pa_backend;

extern const pa_backend pa_backend_cpu;
#ifdef PA_HAVE_CUDA
extern const pa_backend pa_backend_cuda;
#endif

#ifdef __cplusplus
}
#endif

#endif
