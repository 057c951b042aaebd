/* Merge of split partials into the output: for each (sequence, query head),
 * M = max_s m_s, weights w_s = exp2(m_s - M) (0 for an empty partition, m_s = -inf),
 * out = sum_s w_s acc_s / sum_s w_s l_s. Shared by split_kv and gqa. */
#include "kernels.h"
#include "pa_device.cuh"

namespace pa {

template <typename T, int HD> __global__ void reduce_kernel(Partials P, T *out, int splits)
{
    const long long base = (long long)blockIdx.x * splits;
    float M = -INFINITY;
    for (int s = 0; s < splits; s++)
        M = fmaxf(M, P.m[base + s]);
    float L = 0.0f;
    for (int s = 0; s < splits; s++)
        L += P.l[base + s] * rescale(P.m[base + s], M);
    for (int d = threadIdx.x; d < HD; d += blockDim.x) {
        float o = 0.0f;
        for (int s = 0; s < splits; s++)
            o += P.acc[(base + s) * HD + d] * rescale(P.m[base + s], M);
        out[(long long)blockIdx.x * HD + d] = from_float<T>(o / L);
    }
}

} /* namespace pa */

int pa_cuda_reduce(const pa_launch *l, const float *partials, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    const pa_problem *p = &l->p;
    const long long rows = (long long)p->batch * p->heads;
    if (rows > 0x7fffffffLL)
        return pa_fail(e, "batch*heads=%lld exceeds the grid", rows);
    const Partials P = Partials::at(const_cast<float *>(partials), rows * l->splits);
    return dispatch(p->dtype, p->head_dim, e, [&](auto tt, auto hd) {
        using T = typename decltype(tt)::type;
        constexpr int HD = decltype(hd)::value;
        reduce_kernel<T, HD><<<(unsigned)rows, HD, 0, s>>>(P, static_cast<T *>(l->output), l->splits);
        return launched("reduce_kernel", e);
    });
}

size_t pa_cuda_partials_bytes(const pa_problem *p, int splits)
{
    const long long rows = (long long)p->batch * p->heads, groups = pa::merge_groups(splits);
    const long long floats = pa::Partials::floats(rows * splits, p->head_dim) +
                             (groups ? pa::Partials::floats(rows * groups, p->head_dim) : 0);
    return (size_t)floats * sizeof(float);
}

size_t pa_cuda_counters_bytes(const pa_problem *p, int splits)
{
    const long long n = (long long)p->batch * p->heads * (1 + pa::merge_groups(splits));
    return (size_t)(n > 4096 ? n : 4096) * sizeof(int);
}
