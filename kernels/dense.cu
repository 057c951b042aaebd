/* The dense pass naive and gather end with: one fused attention kernel, grid
 * (sequence, query head), over the padded contiguous K/V they built. It runs the
 * same core as the paged kernel with contiguous addressing; a token counts when
 * it lies inside the sequence's context and its mask byte says it was copied
 * (its logical block was allocated). Padding past the context is never read. */
#include "kernels.h"
#include "pa_device.cuh"

namespace pa {

template <typename T, int HD> __global__ void dense_kernel(AttnArgs a, const T *kp, const T *vp)
{
    using Geo = RowGeo<T, HD>;
    extern __shared__ __align__(16) unsigned char smem_raw[];
    float *smem = reinterpret_cast<float *>(smem_raw);

    const int b = blockIdx.x, h = blockIdx.y;
    const int kvh = h / a.group;
    const int ctx = min(a.lens[b], a.max_ctx);
    const long long row = (long long)b * a.heads + h;

    float q[Geo::EPL];
    load_query<T, HD>(static_cast<const T *>(a.q) + row * HD, a.scale2, q);

    const DenseRows rows = {a.mask + (long long)b * a.max_ctx, (long long)b * a.max_ctx * a.token_stride,
                            a.token_stride};
    Running<Geo::EPL> st;
    st.init();
    attend_tokens<T, HD>(rows, kp + kvh * HD, vp + kvh * HD, q, 0, ctx, a.chunk, st);

    T *out = static_cast<T *>(a.out) + row * HD;
    cta_combine<T, HD>(st, smem, [&](int d, float o, float, float L) { out[d] = from_float<T>(o / L); });
}

} /* namespace pa */

int pa_cuda_dense(const pa_launch *l, const pa_padded *pad, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    const pa_problem *p = &l->p;
    const int chunk = l->chunk > 0 ? l->chunk : seed_chunk(p->head_dim);
    const int threads = l->threads > 0 ? l->threads : 128;
    AttnArgs a = attn_args(l, chunk);
    a.mask = pad->mask;
    a.max_ctx = pad->max_ctx;
    const size_t smem = combine_smem_bytes(threads, p->head_dim);
    return dispatch(p->dtype, p->head_dim, e, [&](auto tt, auto hd) {
        using T = typename decltype(tt)::type;
        constexpr int HD = decltype(hd)::value;
        const void *fn = reinterpret_cast<const void *>(&dense_kernel<T, HD>);
        if (fit_block(fn, threads, smem, e))
            return -1;
        dense_kernel<T, HD><<<dim3(p->batch, p->heads), threads, smem, s>>>(a, static_cast<const T *>(pad->k),
                                                                           static_cast<const T *>(pad->v));
        return launched("dense_kernel", e);
    });
}

static size_t align256(size_t n) { return n > SIZE_MAX - 255 ? SIZE_MAX : (n + 255) & ~(size_t)255; }

size_t pa_cuda_padded_bytes(const pa_problem *p, int max_ctx)
{
    const size_t kv = align256(pa_padded_kv_bytes(p, max_ctx));
    return pa_size_add(pa_size_mul(2, kv), align256(pa_size_mul((size_t)p->batch, (size_t)max_ctx)));
}

pa_padded pa_cuda_padded_at(void *workspace, const pa_problem *p, int max_ctx)
{
    const size_t kv = align256(pa_padded_kv_bytes(p, max_ctx));
    char *base = static_cast<char *>(workspace);
    pa_padded pad;
    pad.k = base;
    pad.v = base + kv;
    pad.mask = reinterpret_cast<uint8_t *>(base + 2 * kv);
    pad.max_ctx = max_ctx;
    return pad;
}
