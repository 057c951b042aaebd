/* Host-callable launchers of the CUDA kernels, used only by src/backend_cuda.cu.
 * Each takes the launch description, the stream to enqueue on and an error sink,
 * enqueues its kernel(s) without synchronising, and returns 0 or -1 with a message
 * saying what failed (an unsupported option, or the CUDA call and its error).
 * The caller adds the kernel name and batch shape, and owns the workspace: it
 * sizes it with the *_bytes functions below before calling. */
#ifndef PA_KERNELS_H
#define PA_KERNELS_H

#include <cuda_runtime.h>
#include <stddef.h>
#include <stdint.h>

#include "dtype.h"
#include "launch.h"
#include "pa_error.h"

/* Padded contiguous copy of every sequence's K and V, [batch, max_ctx, kv_heads,
 * head_dim], plus one byte a token saying whether it was copied (0 past the
 * context or under an unallocated block). Built by naive and gather in the
 * workspace, read by the dense pass. */
struct pa_padded {
    void *k, *v;
    uint8_t *mask;
    int max_ctx;
};

size_t pa_cuda_padded_bytes(const pa_problem *p, int max_ctx);
pa_padded pa_cuda_padded_at(void *workspace, const pa_problem *p, int max_ctx);

/* Split partials: batch*heads*splits of (m, l, acc[head_dim]) floats, then
 * the fp16/bf16 core's group states past 32 partitions (pa_device.cuh
 * merge_groups). */
size_t pa_cuda_partials_bytes(const pa_problem *p, int splits);
/* The merge counters a launch of `splits` partitions takes: one per
 * (sequence, query head), and one per merge group of each */
size_t pa_cuda_counters_bytes(const pa_problem *p, int splits);

/* The dense pass and its two producers. naive_copy is a host loop over the
 * host copies of the table and lengths, one device-to-device copy per allocated
 * block and one mask memset per run of allocated blocks. A launch that leaves
 * chunk or threads at 0 gets the kernel's default. */
int pa_cuda_naive_copy(const pa_launch *l, const pa_padded *pad, cudaStream_t s, pa_err *e);
int pa_cuda_gather(const pa_launch *l, const pa_padded *pad, cudaStream_t s, pa_err *e);
int pa_cuda_dense(const pa_launch *l, const pa_padded *pad, cudaStream_t s, pa_err *e);

/* What a split launch merges through: the partials (the launch's workspace,
 * pa_cuda_partials_bytes), the counters (pa_cuda_counters_bytes), and the
 * flagged partials of the fp16/bf16 core (pa_cuda_flagged_bytes, null where
 * that is 0). The counters and the flagged words are zero before every launch
 * and left at zero after it. Every member may be null when splits == 1. */
typedef struct {
    float *partials;
    int *counters;
    void *flagged;
} pa_merge_ws;

/* The SM clock now, in MHz, into *mhz (device memory), read by one thread
 * that keeps its SM busy for the span (kernels/sm_clock.cu). */
#define PA_SM_CLOCK_SPAN_NS 50000ull
int pa_cuda_sm_clock(float *mhz, cudaStream_t stream, pa_err *e);

/* paged kernels. split_kv and gqa merge their own partials (fp16/bf16: inside
 * the kernel; fp32: with pa_cuda_reduce), so the launch is complete when they
 * return. */
int pa_cuda_paged_scalar(const pa_launch *l, cudaStream_t s, pa_err *e);
int pa_cuda_paged(const pa_launch *l, cudaStream_t s, pa_err *e);
int pa_cuda_split_kv(const pa_launch *l, const pa_merge_ws *m, cudaStream_t s, pa_err *e);
int pa_cuda_gqa(const pa_launch *l, const pa_merge_ws *m, cudaStream_t s, pa_err *e);
int pa_cuda_reduce(const pa_launch *l, const float *partials, cudaStream_t s, pa_err *e);

/* The fp16/bf16 core of paged, split_kv and gqa (mma_decode.cu), launched in
 * the shape pa_mma_shape_of gives (src/plan_mma_shape.c): CTAs of one query
 * head (paged, split_kv) or of the kv head's group (gqa), partitions from
 * l->splits, ring slots a warp from l->chunk, warps from l->threads (0: the
 * shape's). */
int pa_cuda_mma_decode(const pa_launch *l, const pa_merge_ws *m, cudaStream_t s, pa_err *e);
size_t pa_cuda_flagged_bytes(const pa_launch *l);

/* dst[first + i] = dtype(pa_rng_value(u[i])) for i < n, bit-exact with rng.h */
int pa_cuda_fill_convert(void *dst, pa_dtype t, size_t first, const float *u, size_t n, cudaStream_t s,
                         pa_err *e);

/* Read bytes (whole 32 KiB chunks, 16-byte aligned) once into shared memory
 * with bulk copies, every SM at once: the fastest read measured, the one
 * read_bandwidth times. Hopper (sm_90) and later. */
int pa_cuda_read_bulk(const void *buf, size_t bytes, cudaStream_t s, pa_err *e);

/* Evict the L2 by reading a buffer of at least twice its size; the lines left
 * behind are clean, so the timed launch pays no write-backs for the flush. */
int pa_cuda_l2_flush(const void *buf, size_t bytes, unsigned *sink, cudaStream_t s, pa_err *e);

#endif
