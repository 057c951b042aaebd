/* Choosing how to run a decode step: the kernel names and their defaults, the
 * split count for "auto", and what the `auto` kernel picks. Pure: it sees the
 * problem and a few numbers about the device, nothing else. */
#ifndef PA_PLAN_H
#define PA_PLAN_H

#include "launch.h"
#include "pa_error.h"

#ifdef __cplusplus
extern "C" {
#endif

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
 * without partitions so short that the merge costs more than it saves. lens:
 * the batch's p->batch context lengths on the host, which an uneven batch's
 * count reads (NULL: bounded from p->total_tokens). */
int pa_auto_splits(const pa_problem *p, const int32_t *lens, pa_kernel_kind kind, const pa_device_shape *dev);

/* what `auto` runs; requested chunk/splits (0 = choose) are honoured */
pa_plan pa_plan_auto(const pa_problem *p, const int32_t *lens, const pa_device_shape *dev, int chunk, int splits);

/* Why: the planner's rules that set the kernel or moved the split count, in
 * the order they ran, each with the kernel and count it left (pa.plan's
 * `rules`). A rule is named by its function in src/plan.c or
 * src/plan_mma_splits.c, whose comment holds the timings it was read from. */
#define PA_PLAN_WHY_MAX 24
typedef struct pa_plan_why {
    int n;
    struct {
        const char *rule;
        pa_kernel_kind kind;
        long long splits;
    } step[PA_PLAN_WHY_MAX];
} pa_plan_why;
/* pa_auto_splits and pa_plan_auto, with the rules they took noted in `why`
 * (cleared first) */
int pa_auto_splits_why(const pa_problem *p, const int32_t *lens, pa_kernel_kind kind, const pa_device_shape *dev,
                       pa_plan_why *why);
pa_plan pa_plan_auto_why(const pa_problem *p, const int32_t *lens, const pa_device_shape *dev, int chunk, int splits,
                         pa_plan_why *why);

/* How the fp16/bf16 kernels (kernels/mma_decode.cu) shape a launch, which the
 * planner models by the same functions: a warp takes PA_MMA_STEP tokens a step
 * (the M extent of one mma), a CTA has up to PA_MMA_MAX_WARPS warps. */
#define PA_MMA_STEP 16
#define PA_MMA_MAX_WARPS 8
/* whether the batch's lengths are uneven: they sum to under 9/10 of the
 * longest times the batch (the kernels then default to smaller CTAs) */
int pa_mma_uneven(const pa_problem *p);
/* the most query heads of one kv head a CTA serves */
int pa_mma_qs_max(int head_dim);
/* ring slots a warp for a launch's chunk */
int pa_mma_stages(int chunk);
/* the default threads a CTA (chunk as launched) */
int pa_mma_threads(int head_dim, int chunk, int uneven);

/* The most sequences whose fp16/bf16 grid holds only the partitions with
 * tokens (kernels/mma_decode.cu), and how many partitions those are: each
 * sequence's ctx tokens in parts of its own share of `splits` (16-token
 * steps), at least `part` long. The planner counts an uneven batch's CTAs by
 * it and the kernel sizes its grid by it. */
#define PA_COMPACT_MAX_BATCH 256
long long pa_compact_items(const int32_t *lens, int batch, int splits, long long part);
/* Tokens a part of a `ctx`-token sequence cut in `splits` holds: whole
 * PA_MMA_STEP steps (the kernels' partition length) */
long long pa_mma_part_tokens(long long ctx, long long splits);
/* How many of `splits` partitions the longest sequence fills: they are cut
 * in whole 16-token steps, so past some counts the last ones hold nothing
 * (1000 tokens in 12 parts: 11 of 96). splits itself where it is under 2 or
 * every part holds tokens. */
int pa_mma_filled_splits(const pa_problem *p, int splits);

/* Front-loaded partitions: where a launch of `splits` partitions a sequence
 * (threads and chunk as asked, 0 = default) on `sms` SMs gives the first ones
 * PA_FRONT_LONG_TOKENS and the others PA_FRONT_SHORT_TOKENS, how many are long;
 * 0 where its partitions are all one length. kernels/mma_decode.cu follows it. */
#define PA_FRONT_LONG_TOKENS 512
#define PA_FRONT_SHORT_TOKENS 256
int pa_front_parts(const pa_problem *p, pa_kernel_kind kind, int splits, int threads, int chunk, int sms);

/* The `threads` a whole-sequence grouped launch takes instead of its default
 * (half of it), where its grid runs over a wave of the default CTAs on `sms`
 * SMs (threads and chunk as asked, 0 = default); 0 where it keeps the
 * default. kernels/mma_decode.cu follows it. */
int pa_mma_whole_threads(const pa_problem *p, pa_kernel_kind kind, int splits, int threads, int chunk, int sms);

/* The most partitions a sequence the fp16/bf16 grid numbers (a grid's y extent) */
#define PA_MMA_MAX_GRID_SPLITS 65535
/* the most partitions that merge flagged (kernels/mma_merge.cuh FLAGGED_MAX) */
#define PA_MMA_FLAGGED_MAX 4

/* The fp16/bf16 launch of a paged, split_kv or gqa step as kernels/mma_decode.cu
 * runs it on `sms` SMs (src/plan_mma_shape.c): the kernel reads its shape from
 * pa_mma_shape_of, and pa.plan reports it. cluster and flagged are the merge
 * it asks for; the launch still drops either where the device's occupancy
 * does not allow it (then the counted merge). */
typedef struct pa_mma_shape {
    int splits;      /* partitions a sequence launched: those the longest fills */
    int qs, nsub;    /* query heads a CTA serves; CTAs a kv head */
    int pair;        /* two warps share each ring (over 8 heads at head_dim 256) */
    int threads;     /* a warp for each ring */
    int block;       /* threads a CTA: `threads`, twice that where warps pair or pack */
    int pack;        /* one-warp CTAs' work a CTA does, a warp each (0: none packed; pa.plan says 1) */
    int stages;      /* ring slots a warp */
    int held;        /* a fourth step each warp holds in registers */
    int drain;       /* a warp computes its last two steps as one */
    int front;       /* partitions a sequence made long (pa_front_parts), 0 = none */
    int compact;     /* the grid numbers only the partitions that hold tokens */
    int cluster;     /* the partitions merge in a cluster */
    int flagged;     /* the partitions merge flagged (no counter) */
    long long part;  /* tokens a partition (the long ones where front-loaded) */
    long long items; /* partitions the grid numbers over the batch */
    long long ctas;  /* CTAs of the grid */
} pa_mma_shape;
int pa_mma_shape_of(const pa_launch *l, int sms, pa_mma_shape *s, pa_err *e);
/* how the shape's partitions merge: "none", "cluster", "flagged" or "counted" */
const char *pa_mma_merge_name(const pa_mma_shape *s);

#ifdef __cplusplus
}
#endif

#endif
