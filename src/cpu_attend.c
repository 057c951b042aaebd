#include <stdlib.h>

#include "cpu_attend.h"

/* The hot loop is compiled twice, for any x86-64 and for x86-64-v3 (AVX2, FMA,
 * F16C); the loader picks the clone the processor can run. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>
#define PA_HOT __attribute__((target_clones("default", "arch=x86-64-v3")))
#define PA_X86 1
#else
#define PA_HOT
#endif

static void widen_fp16_portable(const uint16_t *restrict src, float *restrict dst, int n)
{
    for (int i = 0; i < n; i++)
        dst[i] = pa_half_to_float(src[i]);
}

#ifdef PA_X86
__attribute__((target("avx2,f16c"))) static void widen_fp16_f16c(const uint16_t *restrict src,
                                                                   float *restrict dst, int n)
{
    int i = 0;
    for (; i + 8 <= n; i += 8)
        _mm256_storeu_ps(dst + i, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(src + i))));
    for (; i < n; i++)
        dst[i] = pa_half_to_float(src[i]);
}
#endif

void pa_widen_fp16(const uint16_t *restrict src, float *restrict dst, int n)
{
#ifdef PA_X86
    static int has_f16c = -1;
    if (has_f16c < 0) /* benign race: every thread computes the same answer */
        has_f16c = __builtin_cpu_supports("f16c") && __builtin_cpu_supports("avx2");
    if (has_f16c) {
        widen_fp16_f16c(src, dst, n);
        return;
    }
#endif
    widen_fp16_portable(src, dst, n);
}

PA_HOT static int attend_range_portable(const pa_launch *l, int b, int kv_first, int kv_count, int h_first,
                                       int nheads, int t0, int t1, pa_softmax *states, float *accs)
{
    const pa_problem *p = &l->p;
    const int D = p->head_dim, group = p->heads / p->kv_heads;
    const int C = pa_step_tokens(l, kv_count, l->chunk);
    const size_t rows = (size_t)kv_count * C;
    float *buf = malloc(sizeof(float) * (2 * rows * D + (size_t)nheads * (D + C)));
    int32_t *blocks = malloc(sizeof(int32_t) * (size_t)C);
    if (!buf || !blocks) {
        free(buf);
        free(blocks);
        return -1;
    }
    float *k = buf, *v = k + rows * D, *q = v + rows * D, *scores = q + (size_t)nheads * D;
    pa_task_begin(l, b, h_first, nheads, q, states, accs);
    pa_prefetch_rows(l, b, kv_first, kv_count, t0, C, t1);
    for (int start = t0; start < t1; start += C) {
        const int n = t1 - start < C ? t1 - start : C;
        pa_prefetch_rows(l, b, kv_first, kv_count, start + C, C, t1);
        /* token outer, kv head inner: a token's rows of every kv head lie side by
         * side in the cache, so a task serving several kv heads reads memory in order */
        for (int i = 0; i < n; i++) {
            const int t = start + i;
            blocks[i] = pa_table_entry(l, b, t / p->block_size);
            if (blocks[i] < 0)
                continue;
            for (int j = 0; j < kv_count; j++) {
                size_t row = pa_kv_row(p, blocks[i], t % p->block_size, kv_first + j);
                size_t at = ((size_t)j * C + i) * D;
                pa_widen(l->k_cache, p->dtype, row, k + at, D);
                pa_widen(l->v_cache, p->dtype, row, v + at, D);
            }
        }
        for (int g = 0; g < nheads; g++) {
            const int j = (h_first + g) / group - kv_first;
            const float *kj = k + (size_t)j * C * D, *vj = v + (size_t)j * C * D;
            float *s = scores + (size_t)g * C;
            for (int i = 0; i < n; i++)
                s[i] = blocks[i] >= 0 ? pa_dot(q + (size_t)g * D, kj + (size_t)i * D, D) * p->scale : -INFINITY;
            pa_softmax_update(&states[g], accs + (size_t)g * D, D, s, vj, n);
        }
    }
    free(blocks);
    free(buf);
    return 0;
}

int pa_cpu_attend_range(const pa_launch *l, int b, int kv_first, int kv_count, int h_first, int nheads, int t0,
                        int t1, pa_softmax *states, float *accs)
{
    if (pa_cpu_avx2_usable() && l->p.head_dim % 16 == 0)
        return pa_cpu_attend_range_avx2(l, b, kv_first, kv_count, h_first, nheads, t0, t1, states, accs);
    return attend_range_portable(l, b, kv_first, kv_count, h_first, nheads, t0, t1, states, accs);
}

void pa_cpu_reduce(const pa_launch *l, const float *partials)
{
    const pa_problem *p = &l->p;
    const int D = p->head_dim, S = l->splits;
#pragma omp parallel for collapse(2) schedule(static)
    for (int b = 0; b < p->batch; b++) {
        for (int h = 0; h < p->heads; h++) {
            float acc[PA_MAX_HEAD_DIM_FLOATS];
            pa_softmax s;
            pa_softmax_init(&s, acc, D);
            for (int i = 0; i < S; i++) {
                const float *part = partials + (((size_t)b * p->heads + h) * S + i) * (size_t)(D + 2);
                pa_softmax_merge(&s, acc, D, part[0], part[1], part + 2);
            }
            pa_softmax_store(&s, acc, D, l->output, p->dtype, pa_q_row(p, b, h));
        }
    }
}

/* Partition i of sequence b: ceil(len / splits) tokens each, the last shorter,
 * trailing ones empty when splits exceeds the length. */
void pa_cpu_partition(const pa_launch *l, int b, int i, int *t0, int *t1)
{
    const int len = l->host_context_lens[b];
    const int part = (len + l->splits - 1) / l->splits;
    *t0 = i * part < len ? i * part : len;
    *t1 = *t0 + part < len ? *t0 + part : len;
}

void pa_cpu_store_partial(const pa_launch *l, float *partials, int b, int h, int i, const pa_softmax *s,
                          const float *acc)
{
    const int D = l->p.head_dim;
    float *part = partials + (((size_t)b * l->p.heads + h) * l->splits + i) * (size_t)(D + 2);
    part[0] = s->m;
    part[1] = s->l;
    memcpy(part + 2, acc, sizeof(float) * (size_t)D);
}

size_t pa_cpu_workspace_bytes(const pa_launch *l)
{
    const pa_problem *p = &l->p;
    switch (l->kind) {
    case PA_K_NAIVE:
    case PA_K_GATHER:
        return pa_cpu_padded_bytes(p);
    case PA_K_SPLIT_KV:
    case PA_K_GQA:
        return sizeof(float) * (size_t)p->batch * p->heads * l->splits * (size_t)(p->head_dim + 2);
    default:
        return 0;
    }
}
