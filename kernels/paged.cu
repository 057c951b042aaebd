/* "Triton (new)": one CTA per (sequence, query head). The context is walked a
 * chunk of `chunk` tokens at a time; inside a chunk the threads spread over the
 * tokens (a group of lanes per token) and over head_dim (16 bytes a lane), the
 * block table is looked up per token, and K and V rows are loaded as 16-byte
 * vectors, every load of a step issued before any is used. Each group keeps an
 * online softmax (m, l, acc in fp32); the groups merge once at the end.
 *
 * This is the fp32 kernel; fp16 and bf16 run mma_decode.cu with one query head
 * a CTA and one partition: the same grid, its chunk the depth of the copy ring. */
#include "kernels.h"
#include "pa_device.cuh"

namespace pa {

template <typename T, int HD> __global__ void paged_kernel(AttnArgs a)
{
    using Geo = RowGeo<T, HD>;
    extern __shared__ __align__(16) unsigned char smem_raw[];
    float *smem = reinterpret_cast<float *>(smem_raw);

    const int b = blockIdx.x, h = blockIdx.y;
    const int kvh = h / a.group;
    const int ctx = a.lens[b];
    const long long row = (long long)b * a.heads + h;

    float q[Geo::EPL];
    load_query<T, HD>(static_cast<const T *>(a.q) + row * HD, a.scale2, q);

    const PagedRows rows = paged_rows(a, b);
    Running<Geo::EPL> st;
    st.init();
    attend_tokens<T, HD>(rows, static_cast<const T *>(a.k) + kvh * HD, static_cast<const T *>(a.v) + kvh * HD, q, 0,
                         ctx, a.chunk, st);

    T *out = static_cast<T *>(a.out) + row * HD;
    cta_combine<T, HD>(st, smem, [&](int d, float o, float, float L) { out[d] = from_float<T>(o / L); });
}

} /* namespace pa */

int pa_cuda_paged(const pa_launch *l, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    const pa_problem *p = &l->p;
    if (p->dtype != PA_FP32) {
        /* the same grid, (batch, heads), on the tensor-core core with one partition */
        pa_launch one = *l;
        one.splits = 1;
        const pa_merge_ws none = {};
        return pa_cuda_mma_decode(&one, &none, s, e);
    }
    const int chunk = l->chunk > 0 ? l->chunk : seed_chunk(p->head_dim);
    const int threads = l->threads > 0 ? l->threads : 128;
    const AttnArgs a = attn_args(l, chunk);
    const size_t smem = combine_smem_bytes(threads, p->head_dim);
    return dispatch(p->dtype, p->head_dim, e, [&](auto tt, auto hd) {
        using T = typename decltype(tt)::type;
        constexpr int HD = decltype(hd)::value;
        const void *fn = reinterpret_cast<const void *>(&paged_kernel<T, HD>);
        if (fit_block(fn, threads, smem, e))
            return -1;
        paged_kernel<T, HD><<<dim3(p->batch, p->heads), threads, smem, s>>>(a);
        return launched("paged_kernel", e);
    });
}
