/* The seed's "Triton (new)" on the CPU: one task per (batch, head) walking its
 * whole context a chunk at a time with an online softmax. */
#include "cpu_attend.h"

int pa_cpu_paged(const pa_launch *l)
{
    const pa_problem *p = &l->p;
    const int D = p->head_dim, group = p->heads / p->kv_heads;
    int failed = 0;
#pragma omp parallel for collapse(2) schedule(dynamic)
    for (int b = 0; b < p->batch; b++) {
        for (int h = 0; h < p->heads; h++) {
            float acc[PA_MAX_HEAD_DIM_FLOATS];
            pa_softmax s;
            if (pa_cpu_attend_range(l, b, h / group, 1, h, 1, 0, l->host_context_lens[b], &s, acc) != 0) {
                failed = 1;
                continue;
            }
            pa_softmax_store(&s, acc, D, l->output, p->dtype, pa_q_row(p, b, h));
        }
    }
    return failed ? -1 : 0;
}
