/* plan_grid: every planner entry point of src/plan.h over a fixed grid of
 * problems (head_dim, dtype, kv heads, group, batch, longest length, four
 * patterns of lengths, four devices), hashed, or printed a line a call. Two
 * builds of the planner that print the same hash return the same plans on
 * every call: a change that means to move no plan shows it does not, and one
 * that means to move some lists them (--lines, then diff). Built against
 * plan.h alone, so it builds against any commit's planner:
 *   cc -O2 -std=c11 -Isrc tools/plan_grid.c src/plan*.c src/dtype.c src/pa_error.c -o plan_grid
 * (make plan-grid builds build/plan_grid). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan.h"

static const int HEAD_DIMS[] = {64, 128, 256};
static const int KV_HEADS[] = {1, 2, 4, 8, 16, 32};
static const int GROUPS[] = {1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 32};
static const int BATCHES[] = {1,  2,  3,  4,  5,  6,  7,  8,  9,   10,  12,  13,  14,  16,  17,  18,   20, 22,
                              24, 30, 32, 34, 40, 45, 48, 58, 64, 75, 100, 128, 150, 200, 256, 300, 1000};
/* the rules' edges and the lengths their evidence was timed at */
static const int LENGTHS[] = {
    1,     8,     16,    17,    31,    32,    33,    60,    64,    96,     100,   120,   128,   129,    138,
    150,   160,   176,   192,   193,   200,   208,   224,   240,   256,    257,   273,   300,   330,    384,
    385,   400,   413,   450,   500,   512,   513,   600,   640,   700,    742,   768,   800,   900,    1000,
    1024,  1025,  1100,  1255,  1300,  1500,  1536,  1800,  1831,  2000,   2048,  2049,  2150,  2400,   2500,
    2700,  2800,  3000,  3072,  3200,  3600,  3712,  3900,  4096,  4500,   4608,  4732,  5000,  5120,   5264,
    6000,  6144,  6272,  7105,  7168,  7672,  8192,  9029,  9584,  9691,   10000, 11172, 12000, 14000,  14981,
    16384, 17629, 20000, 22000, 23373, 25000, 28000, 30000, 32768, 43894,  56000, 65536, 69832, 73658,  83741,
    100000, 104502, 131072, 262144};
static const pa_device_shape DEVICES[] = {{132, 1}, {114, 1}, {78, 1}, {16, 0}};
#define COUNT(a) ((int)(sizeof a / sizeof *a))
#define MAX_BATCH 1000

/* Lengths of a batch whose longest is `longest`: 0 all equal, 1 one long
 * beside sevenths, 2 a ramp up to it, 3 every other one at three quarters */
static long long fill_lengths(int32_t *lens, int batch, int longest, int pattern)
{
    long long total = 0;
    for (int i = 0; i < batch; i++) {
        long long v = longest;
        if (pattern == 1 && i > 0)
            v = longest / 7;
        else if (pattern == 2)
            v = 1 + (long long)(longest - 1) * (i + 1) / batch;
        else if (pattern == 3 && i % 2 == 0)
            v = longest * 3LL / 4;
        lens[i] = (int32_t)(v > 0 ? v : 1);
        total += lens[i];
    }
    return total;
}

typedef struct grid_out {
    int lines;
    unsigned long long hash, calls;
} grid_out;

static void emit(grid_out *o, const char *line)
{
    for (const char *c = line; *c; c++) {
        o->hash ^= (unsigned char)*c;
        o->hash *= 1099511628211ULL; /* FNV-1a */
    }
    o->hash ^= '\n';
    o->hash *= 1099511628211ULL;
    o->calls++;
    if (o->lines)
        puts(line);
}

/* the fp16/bf16 launch of `plan` as the kernel shapes it */
static void shape_of(char *dst, size_t n, const pa_problem *p, const int32_t *lens, const pa_plan *plan, int sms)
{
    pa_launch l;
    memset(&l, 0, sizeof l);
    l.p = *p;
    l.kind = plan->kind;
    l.chunk = plan->chunk;
    l.splits = plan->splits;
    l.host_context_lens = lens;
    pa_mma_shape s;
    pa_err e;
    if (pa_mma_shape_of(&l, sms, &s, &e))
        snprintf(dst, n, " | shape error %s", e.msg);
    else
        snprintf(dst, n, " | shape grid %lld block %d stages %d part %lld held %d drain %d merge %s", s.ctas,
                 s.block, s.stages, s.part, s.held, s.drain, pa_mma_merge_name(&s));
}

/* Every entry point for one problem on one device; the launch-shape ones only
 * where they apply (the GPU, a uniform call without lengths). */
static void plan_problem(grid_out *o, const pa_problem *p, const int32_t *lens, const pa_device_shape *dev,
                         const char *key)
{
    char line[512];
    const pa_plan plan = pa_plan_auto(p, lens, dev, 0, 0);
    int n = snprintf(line, sizeof line, "%s | auto %s %d %d | splits %d %d", key, pa_kernel_names[plan.kind],
                     plan.chunk, plan.splits, pa_auto_splits(p, lens, PA_K_GQA, dev),
                     pa_auto_splits(p, lens, PA_K_SPLIT_KV, dev));
    if (!lens && dev->is_gpu) {
        const int chunk = pa_default_chunk(p->head_dim), sms = dev->parallel_units;
        n += snprintf(line + n, sizeof line - n, " | whole %d %d | front",
                      pa_mma_whole_threads(p, PA_K_GQA, 1, 0, chunk, sms),
                      pa_mma_whole_threads(p, PA_K_SPLIT_KV, 1, 0, chunk, sms));
        for (int s = 2; s <= 20; s += 3)
            n += snprintf(line + n, sizeof line - n, " %d,%d", pa_front_parts(p, PA_K_GQA, s, 0, chunk, sms),
                          pa_front_parts(p, PA_K_SPLIT_KV, s, 0, chunk, sms));
        n += snprintf(line + n, sizeof line - n, " | filled %d uneven %d threads %d",
                      pa_mma_filled_splits(p, plan.splits), pa_mma_uneven(p),
                      pa_mma_threads(p->head_dim, chunk, pa_mma_uneven(p)));
    }
    if (dev->is_gpu && p->dtype != PA_FP32 &&
        (plan.kind == PA_K_PAGED || plan.kind == PA_K_SPLIT_KV || plan.kind == PA_K_GQA))
        shape_of(line + n, sizeof line - n, p, lens, &plan, dev->parallel_units);
    emit(o, line);
}

#define USAGE                                                                         \
    "usage: plan_grid [--lines]\n"                                                   \
    "  every planner entry point over a fixed grid of problems; prints the number\n" \
    "  of calls and a hash of their results (the same hash: the same plans), or\n"   \
    "  with --lines a line a call, for diff\n"

int main(int argc, char **argv)
{
    grid_out o = {.hash = 14695981039346656037ULL};
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--lines")) {
            o.lines = 1;
        } else {
            const int help = !strcmp(argv[i], "--help") || !strcmp(argv[i], "-h");
            if (!help)
                fprintf(stderr, "plan_grid: unknown option '%s'\n", argv[i]);
            fputs(USAGE, help ? stdout : stderr);
            return help ? 0 : 2;
        }
    }
    static int32_t lens[MAX_BATCH];
    char key[160];
    for (int h = 0; h < COUNT(HEAD_DIMS); h++)
        for (int dtype = PA_FP16; dtype <= PA_FP32; dtype++)
            for (int k = 0; k < COUNT(KV_HEADS); k++)
                for (int g = 0; g < COUNT(GROUPS); g++) {
                    /* fp32 takes its own few rules: a third of the groups, every other kv count */
                    if (KV_HEADS[k] * GROUPS[g] > 128 || (dtype == PA_FP32 && (g % 3 || k % 2)))
                        continue;
                    for (int b = 0; b < COUNT(BATCHES); b++)
                        for (int l = 0; l < COUNT(LENGTHS); l++)
                            for (int pattern = 0; pattern < 4; pattern++) {
                                const int batch = BATCHES[b], longest = LENGTHS[l];
                                if (pattern && (batch == 1 || (long long)batch * longest > 40000000LL))
                                    continue;
                                pa_problem p = {0};
                                p.batch = batch;
                                p.kv_heads = KV_HEADS[k];
                                p.heads = KV_HEADS[k] * GROUPS[g];
                                p.head_dim = HEAD_DIMS[h];
                                p.block_size = 16;
                                p.max_context_len = longest;
                                p.total_tokens = fill_lengths(lens, batch, longest, pattern);
                                p.dtype = (pa_dtype)dtype;
                                for (int d = 0; d < COUNT(DEVICES); d++) {
                                    if (dtype == PA_FP32 && d == 1)
                                        continue;
                                    snprintf(key, sizeof key, "%s d%d %d/%d x %d x %d p%d sms %d%s",
                                             pa_dtype_names[dtype], p.head_dim, p.heads, p.kv_heads, batch, longest,
                                             pattern, DEVICES[d].parallel_units, DEVICES[d].is_gpu ? "" : " cpu");
                                    plan_problem(&o, &p, NULL, &DEVICES[d], key);
                                    if (pattern) {
                                        strcat(key, " lens");
                                        plan_problem(&o, &p, lens, &DEVICES[d], key);
                                    }
                                }
                            }
                }
    fprintf(o.lines ? stderr : stdout, "%llu calls, hash %016llx\n", o.calls, o.hash);
    return 0;
}
