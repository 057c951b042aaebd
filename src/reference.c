#include "reference.h"

#include "cache.h"

#include <math.h>
#include <stdlib.h>

/* one row widened to double, the type test hoisted out of the element loop */
static void load_row(const void *base, pa_dtype t, size_t off, double *dst, int n)
{
    switch (t) {
    case PA_FP16:
        for (int i = 0; i < n; i++)
            dst[i] = pa_half_to_float(((const uint16_t *)base)[off + i]);
        break;
    case PA_BF16:
        for (int i = 0; i < n; i++)
            dst[i] = pa_bf16_to_float(((const uint16_t *)base)[off + i]);
        break;
    default:
        for (int i = 0; i < n; i++)
            dst[i] = ((const float *)base)[off + i];
        break;
    }
}

int pa_reference(const pa_problem *p, const void *k, const void *v, const int32_t *tables,
                 const int32_t *context_lens, const void *query, double *out, pa_err *e)
{
    const int group = p->heads / p->kv_heads, D = p->head_dim, bs = p->block_size;
    int unscored = 0; /* the length of a sequence whose scores found no memory */
#pragma omp parallel for collapse(2) schedule(dynamic)
    for (int b = 0; b < p->batch; b++) {
        for (int h = 0; h < p->heads; h++) {
            if (pa_interrupted())
                continue; /* the call fails below */
            const int kvh = h / group, len = context_lens[b];
            double *scores = malloc(sizeof(double) * (size_t)len);
            size_t *rows = malloc(sizeof(size_t) * (size_t)len);
            double q[PA_MAX_HEAD_DIM], rowv[PA_MAX_HEAD_DIM];
            double *o = out + ((size_t)b * p->heads + h) * D;
            const size_t q0 = ((size_t)b * p->heads + h) * D;
            int n = 0;
            double mx = -INFINITY;
            if (len > 0 && (!scores || !rows)) {
#pragma omp atomic write
                unscored = len;
            }
            load_row(query, p->dtype, q0, q, D);
            for (int t = 0; t < len && scores && rows; t++) {
                int32_t blk = tables[(size_t)b * p->max_blocks_per_seq + t / bs];
                if (blk < 0)
                    continue;
                size_t row = (((size_t)blk * bs + t % bs) * p->kv_heads + kvh) * D;
                double s = 0;
                load_row(k, p->dtype, row, rowv, D);
                for (int d = 0; d < D; d++)
                    s += q[d] * rowv[d];
                s *= (double)p->scale;
                scores[n] = s;
                rows[n++] = row;
                if (s > mx)
                    mx = s;
            }
            for (int d = 0; d < D; d++)
                o[d] = 0;
            double sum = 0;
            for (int i = 0; i < n; i++) {
                double w = exp(scores[i] - mx);
                sum += w;
                load_row(v, p->dtype, rows[i], rowv, D);
                for (int d = 0; d < D; d++)
                    o[d] += w * rowv[d];
            }
            for (int d = 0; d < D; d++)
                o[d] = n ? o[d] / sum : NAN;
            free(scores);
            free(rows);
        }
    }
    if (pa_interrupted())
        return pa_fail(e, PA_INTERRUPTED);
    if (unscored)
        return pa_fail(e, "out of host memory for the scores of a sequence of %d tokens", unscored);
    return 0;
}
