/* Flash-decoding on the CPU: tasks over (batch, head, partition) so a single long
 * sequence still spreads over every core; partials merged by the reduce. */
#include "cpu_attend.h"

int pa_cpu_split_kv(const pa_launch *l)
{
    const pa_problem *p = &l->p;
    const int group = p->heads / p->kv_heads;
    float *partials = l->workspace->ptr;
    int failed = 0;
#pragma omp parallel for collapse(3) schedule(dynamic)
    for (int b = 0; b < p->batch; b++) {
        for (int h = 0; h < p->heads; h++) {
            for (int i = 0; i < l->splits; i++) {
                float acc[PA_MAX_HEAD_DIM_FLOATS];
                pa_softmax s;
                int t0, t1;
                pa_cpu_partition(l, b, i, &t0, &t1);
                if (pa_cpu_attend_range(l, b, h / group, 1, h, 1, t0, t1, &s, acc) != 0) {
                    failed = 1;
                    continue;
                }
                pa_cpu_store_partial(l, partials, b, h, i, &s, acc);
            }
        }
    }
    if (failed)
        return -1;
    pa_cpu_reduce(l, partials);
    return 0;
}
