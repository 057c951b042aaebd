/* Flash-decoding: the grid adds a KV-partition axis, (sequence, query head,
 * split). Sequence b's context is cut into `splits` partitions of
 * ceil(ctx_b / splits) tokens; each CTA runs the paged core over its partition
 * and stores a partial (m, l, unnormalised acc), which reduce.cu merges. A
 * partition past the end of a short sequence, or one whose blocks are all
 * unallocated, stores m = -inf, l = 0, acc = 0 and weighs nothing in the merge.
 * With one split the CTA normalises and writes the output itself.
 *
 * This is the fp32 kernel; fp16 and bf16 run mma_decode.cu with one query head
 * a CTA, the same grid. */
#include "kernels.h"
#include "pa_device.cuh"

namespace pa {

template <typename T, int HD> __global__ void split_kv_kernel(AttnArgs a)
{
    using Geo = RowGeo<T, HD>;
    extern __shared__ __align__(16) unsigned char smem_raw[];
    float *smem = reinterpret_cast<float *>(smem_raw);

    const int b = blockIdx.x, h = blockIdx.y, split = blockIdx.z;
    const int kvh = h / a.group;
    const int ctx = a.lens[b];
    const long long part = ((long long)ctx + a.splits - 1) / a.splits;
    const int t0 = (int)min((long long)ctx, split * part);
    const int t1 = (int)min((long long)ctx, t0 + part);
    const long long row = (long long)b * a.heads + h;

    float q[Geo::EPL];
    load_query<T, HD>(static_cast<const T *>(a.q) + row * HD, a.scale2, q);

    const PagedRows rows = paged_rows(a, b);
    Running<Geo::EPL> st;
    st.init();
    attend_tokens<T, HD>(rows, static_cast<const T *>(a.k) + kvh * HD, static_cast<const T *>(a.v) + kvh * HD, q, t0,
                         t1, a.chunk, st);

    if (a.partials) {
        const Partials P = Partials::at(a.partials, a.nparts);
        const long long idx = row * a.splits + split;
        cta_combine<T, HD>(st, smem, [&](int d, float o, float M, float L) {
            P.acc[idx * HD + d] = o;
            if (d == 0) {
                P.m[idx] = M;
                P.l[idx] = L;
            }
        });
    } else {
        T *out = static_cast<T *>(a.out) + row * HD;
        cta_combine<T, HD>(st, smem, [&](int d, float o, float, float L) { out[d] = from_float<T>(o / L); });
    }
}

} /* namespace pa */

int pa_cuda_split_kv(const pa_launch *l, const pa_merge_ws *m, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    const pa_problem *p = &l->p;
    if (p->dtype != PA_FP32)
        return pa_cuda_mma_decode(l, m, s, e);
    const int chunk = l->chunk > 0 ? l->chunk : seed_chunk(p->head_dim);
    const int threads = l->threads > 0 ? l->threads : 128;
    if (l->splits < 1 || l->splits > 65535)
        return pa_fail(e, "splits=%d: must be in 1..65535", l->splits);
    float *partials = m ? m->partials : nullptr;
    if (l->splits > 1 && !partials)
        return pa_fail(e, "splits=%d needs a partials workspace", l->splits);
    AttnArgs a = attn_args(l, chunk);
    a.splits = l->splits;
    a.partials = l->splits > 1 ? partials : nullptr;
    a.nparts = (long long)p->batch * p->heads * l->splits;
    const size_t smem = combine_smem_bytes(threads, p->head_dim);
    return dispatch(p->dtype, p->head_dim, e, [&](auto tt, auto hd) {
        using T = typename decltype(tt)::type;
        constexpr int HD = decltype(hd)::value;
        const void *fn = reinterpret_cast<const void *>(&split_kv_kernel<T, HD>);
        if (fit_block(fn, threads, smem, e))
            return -1;
        split_kv_kernel<T, HD><<<dim3(p->batch, p->heads, l->splits), threads, smem, s>>>(a);
        if (launched("split_kv_kernel", e))
            return -1;
        return l->splits > 1 ? pa_cuda_reduce(l, partials, s, e) : 0;
    });
}
