/* What the planner's files share (plan.c, plan_mma_launch.c,
 * plan_mma_splits.c): the model of the fp16/bf16 kernels' launches and the
 * internal functions built on it. Not part of the API (plan.h is). */
#ifndef PA_PLAN_MMA_H
#define PA_PLAN_MMA_H

#include <limits.h>

#include "plan.h"

/* internal to the planner's objects, as Lua's own LUAI_FUNC: not exported
 * from pa.so */
#define PLAN_FUNC __attribute__((visibility("hidden"))) extern

/* The fp16/bf16 GPU kernels (kernels/mma_decode.cu), as the planner models them:
 * partitions are multiples of 16 tokens, cut from the longest sequence (shorter
 * sequences get fewer); a CTA serves up to 16 query heads of a kv head (8 at
 * head_dim 256). At the default launch (chunk 64: two ring slots of 16 tokens a
 * warp) a CTA's warps fill 128 KiB of ring, 64 KiB when the batch's lengths are
 * uneven (pa_mma_threads); 16 tokens of ring are 64 * head_dim bytes. */
#define MMA_STEP PA_MMA_STEP
#define MMA_MAX_SPLITS 256
#define MMA_MAX_WARPS PA_MMA_MAX_WARPS
/* the shortest partition of a grid cut to fill the SMs, and the most partitions
 * one_head_ctas makes (the count the kernel merges in one round trip) */
#define MMA_FEW_MIN_TOKENS 128
#define MMA_FEW_PARTS 4
/* the longest sequences one_head_ctas runs a CTA a head in any grid: two steps */
#define MMA_TINY_TOKENS (2 * MMA_STEP)
/* the longest sequence a grid just over one CTA an SM keeps whole, and at
 * head_dim 256 */
#define MMA_TAIL_MIN_TOKENS 4096
#define MMA_TAIL_MIN_TOKENS_256 512
/* tokens four warps of two 16-token slots request at once; the most partitions
 * of that size the planner cuts. The kernel merges up to 32 in one round trip,
 * but 32 parts of 128 lost to 16 of 256 on an H200 at every group but 2 (1 x
 * 4096, as a decode step: group 4, 7.83 us against 7.03; group 8, 11.60
 * against 7.81; group 2, 6.29 against 6.90), and 24 parts at group 2 too (1 x
 * 3072: 6.22 against 5.51) */
#define MMA_ROUND4_TOKENS 128
#define MMA_FEW_MAX_PARTS 16
/* past MMA_FEW_MAX_PARTS parts, the shortest part (wide_parts_cap) */
#define MMA_WIDE_PART_TOKENS 1024
/* tokens eight warps of two slots hold: the default ring (chunk 64) */
#define MMA_RING2_TOKENS (MMA_MAX_WARPS * 2 * MMA_STEP)
/* tokens eight warps of three slots hold, the ring the kernel gives a
 * partition longer than two slots hold in a grid of one wave */
#define MMA_DEEP_TOKENS 384
/* tokens four warps of three slots hold, two CTAs an SM: the ring the kernel
 * gives a partition of 129 to 192 tokens in a grid of at most one CTA an SM */
#define MMA_FOUR3_TOKENS 192
/* and with a fourth step a warp held in registers: a partition of 193 to 256
 * tokens, the same two CTAs an SM */
#define MMA_HELD_TOKENS 256
/* and at eight warps of three slots with a held step, one CTA an SM: a whole
 * sequence of up to 512 tokens */
#define MMA_HELD8_TOKENS 512
/* the most such parts (plan_mma_shape.c beside_next_layer): in 15 and 16 they
 * lost more often than they won (bench/RESULTS.md) */
#define MMA_HELD_MAX_PARTS 8
/* A CTA serving more than 4 heads holds no fourth step: wide_group_parts cuts
 * its sequences apart, up to MMA_WIDE_MAX_TOKENS in a grid of an eighth to
 * half of the SMs (one part whole up to MMA_WIDE_WHOLE_TOKENS), and past that
 * up to MMA_FEW_WIDE8_MAX_TOKENS (8 heads a CTA) or MMA_FEW_WIDE_MAX_TOKENS
 * (more) in a grid of at most an eighth */
#define MMA_WIDE_MAX_TOKENS 1024
#define MMA_WIDE_WHOLE_TOKENS 640
#define MMA_FEW_WIDE8_MAX_TOKENS 2048
#define MMA_FEW_WIDE_MAX_TOKENS 4096
/* at head_dim 64: up to this length, in a grid of an eighth to half of the
 * SMs, and whole up to MMA_WIDE64_WHOLE_TOKENS at 16 heads a CTA */
#define MMA_WIDE64_MAX_TOKENS 768
#define MMA_WIDE64_WHOLE_TOKENS 512
/* the shortest partition a one-wave grid streams through three ring slots a
 * warp (plan_mma_shape.c deep_stream): five 16-token steps a warp at head_dim
 * 128 (eight warps); at head_dim 256 (four warps) 512 tokens, the shortest
 * measured */
#define MMA_DEEP_STREAM_TOKENS_128 640
#define MMA_DEEP_STREAM_TOKENS_256 512
/* the most partitions that merge in a cluster (kernels/mma_merge.cuh CLUSTER_MAX),
 * which the kernel does where the grid fills at most half the SMs */
#define MMA_CLUSTER_MAX 8
/* the partitions one pass of the merge takes (kernels/mma_merge.cuh MERGE_CHUNK) */
#define MMA_MERGE_CHUNK 32
/* the most partitions that merge in two levels, groups of 8 then up to 16
 * groups, a round trip each (kernels/pa_device.cuh merge_groups); not over 16
 * heads at head_dim 64, whose kernel keeps one level */
#define MMA_TWO_LEVEL_MAX_PARTS 128
/* the longest whole sequences that pa_mma_whole_threads gives two warps at
 * head_dim 128 over 8 heads a CTA, and at head_dim 256 one ring (16 heads, its
 * two warps paired) or three (up to 8 heads), in grids of several waves */
#define MMA_WIDE_TWO_WARP_TOKENS 512
#define MMA_WIDE_TWO_WARP_FEW_TOKENS 768
#define MMA_PAIR_ONE_RING_TOKENS 256
#define MMA_THREE_RING_TOKENS 400
/* the longest sequence of a batch of mixed lengths at head_dim 64 that
 * pa_mma_whole_threads gives four warps (a uniform one: up to 1536) */
#define MMA_MIXED64_FOUR_WARP_TOKENS 768
/* the longest mean length of a batch of mixed lengths at head_dim 128 that
 * uneven_whole_threads gives two warps, over 8 heads a CTA and up to 8 */
#define MMA_MIXED_WIDE_TWO_WARP_MEAN 224
#define MMA_MIXED_TWO_WARP_MEAN 128
/* the longest sequences of a group of one at head_dim 64 that
 * pa_mma_whole_threads gives four warps in grids of any size over two waves'
 * worth, and in grids of twelve SMs' worth and more (longer ones: within two
 * and a half) */
#define MMA_G1_64_FOUR_WARP_TOKENS 400
#define MMA_G1_64_FOUR_WARP_MANY_TOKENS 512
/* the one-head tokens an SM up to which paired_one_head_parts runs a
 * head_dim 256 grid of over 8 heads a CTA a CTA a head */
#define MMA_PAIR_ONE_HEAD_SM_TOKENS 160
/* one-head tokens an SM up to which a head_dim 128 grid of group 16 over three
 * or four rows runs a CTA a head (short_one_head_parts_128) */
#define MMA_ONE_HEAD_SM_TOKENS_128 300
/* rounds a part holds more than where a head_dim 256 grid of 100 to 115 long
 * whole sequences is cut in 2 (long_pair_parts_256) */
#define MMA_LONG_PART_ROUNDS 8

/* a * b / d without overflow, saturated: the token-rows of a batch of a million
 * sequences at 65536 heads pass 2^63 */
static inline long long mul_div(long long a, long long b, long long d)
{
    const __int128 r = (__int128)a * b / d;
    return r > LLONG_MAX ? LLONG_MAX : (long long)r;
}

/* the kernel model's shared pieces: plan_mma_launch.c says what each is */
PLAN_FUNC long long mma_inflight_tokens(const pa_problem *p);
PLAN_FUNC long long mma_ctas_per_sm(const pa_problem *p, pa_kernel_kind kind);
PLAN_FUNC long long mma_rows(const pa_problem *p, pa_kernel_kind kind);
PLAN_FUNC int mma_clustered(long long parts, long long ctas, int sms);
PLAN_FUNC int one_head_whole(const pa_problem *p, int sms);
/* notes `rule` in `why` (may be NULL) with the kernel and count it left */
PLAN_FUNC void plan_note(pa_plan_why *why, const char *rule, pa_kernel_kind kind, long long splits);
/* the count `after`, noted under `rule` where it differs from `before` */
PLAN_FUNC long long plan_moved(pa_plan_why *why, const char *rule, pa_kernel_kind kind, long long before,
                               long long after);
/* the split count of a grouped or split_kv launch, and the merge's tiers it
 * then takes: plan_mma_splits.c; `why` (may be NULL) notes the rules that
 * moved the count */
PLAN_FUNC int mma_splits(const pa_problem *p, const int32_t *lens, pa_kernel_kind kind, int sms, pa_plan_why *why);
PLAN_FUNC long long merge_tier(long long splits, const pa_problem *p, pa_kernel_kind kind);
/* whether the kernel merges `splits` parts in two levels (33 to 128) */
PLAN_FUNC int parts_in_two_levels(const pa_problem *p, pa_kernel_kind kind, long long splits);
/* whether `splits` parts of the longest sequence are 33 to 128 of at most a
 * round, merged in two levels: a count that stands (plan_mma_splits.c) */
PLAN_FUNC int round_parts_in_two_levels(const pa_problem *p, pa_kernel_kind kind, long long splits);

#endif
