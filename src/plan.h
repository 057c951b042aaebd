/* Choosing how to run a decode step: the kernel names and their defaults, the
 * split count for "auto", and what the `auto` kernel picks. Pure: it sees the
 * problem and a few numbers about the device, nothing else. */
#ifndef PA_PLAN_H
#define PA_PLAN_H

#include "launch.h"

extern const char *const pa_kernel_names[];        /* NULL-terminated, PA_K_* order */
extern const char *const pa_kernel_descriptions[];

typedef struct pa_plan {
    pa_kernel_kind kind;
    int chunk, splits;
} pa_plan;

typedef struct pa_device_shape {
    int parallel_units; /* SMs on a GPU, hardware threads on a CPU */
    int is_gpu;
} pa_device_shape;

/* the seed's BLOCK_N: 64 tokens a chunk for head_dim <= 128, else 32 */
int pa_default_chunk(int head_dim);

/* KV partitions per sequence so that the grid covers the device about twice,
 * without partitions so short that the merge costs more than it saves. */
int pa_auto_splits(const pa_problem *p, pa_kernel_kind kind, const pa_device_shape *dev);

/* what `auto` runs; requested chunk/splits (0 = choose) are honoured */
pa_plan pa_plan_auto(const pa_problem *p, const pa_device_shape *dev, int chunk, int splits);

#endif
