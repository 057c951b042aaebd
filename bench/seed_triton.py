"""The seed benchmark's Triton kernels and torch SDPA, timed on pabench's suite.

Runs on the GPU machine's own python3 (torch, triton): the side-by-side that
pabench's kernels are compared against in bench/RESULTS.md. The two Triton kernels
below are the seed benchmark's (shared/seeds/001), copied unchanged; SDPA runs on
the same K/V gathered into contiguous [batch, kv_heads, len, head_dim] tensors,
the non-paged bound. Shapes and block tables follow pabench's suite: shuffled
16-token blocks unless a config says otherwise.

Each is timed three ways: alone by do_bench (min and median: one launch after 256 MB
are zeroed, about 2000 runs of a short kernel); alone as peak.lua times its "iso us"
(the best of --alone-reps lone launches, each a one-launch graph after a read of twice
the L2, between two events: the figure peak.lua's "alone" ratios use); and as the
layers of a decode step, the way scenarios/peak.lua times pabench's kernels: LAYERS
launches over K/V and queries of their own (the block table and lengths shared),
captured as one CUDA graph, an L2-sized read before each replay, the time per layer.

usage: python3 bench/seed_triton.py [--quick] [--only NAME,...] [--layers N] [--alone-reps N] [--csv FILE]
  --only: the configs whose names contain one of the comma-separated strings
  --layers: layers a timed step holds (0, the default: enough for 1 GB of K/V, 2..64,
            as peak.lua's --layers 0)
  --alone-reps: lone launches the alone figure is the best of (200, as peak.lua's
            --iso_iters)
"""

import argparse
import csv
import math
import sys

import torch
import triton
import triton.language as tl


@triton.jit
def paged_attention_decode_kernel_old(
    output_ptr,
    query_ptr,
    k_cache_ptr,
    v_cache_ptr,
    block_tables_ptr,
    context_lens_ptr,
    scale: tl.constexpr,
    num_heads: tl.constexpr,
    num_kv_heads: tl.constexpr,
    head_dim: tl.constexpr,
    block_size: tl.constexpr,
    max_num_blocks: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    """Paged attention decode kernel. Processes KV cache in chunks.

    Each chunk is walked one token at a time, so the block table is looked up per
    token and the within-block offset is token_idx % block_size.
    """
    batch_idx = tl.program_id(0)
    head_idx = tl.program_id(1)

    kv_head_idx = head_idx // (num_heads // num_kv_heads)
    context_len = tl.load(context_lens_ptr + batch_idx)

    offs_d = tl.arange(0, head_dim)
    q_offset = batch_idx * num_heads * head_dim + head_idx * head_dim + offs_d
    q = tl.load(query_ptr + q_offset)

    acc = tl.zeros([head_dim], dtype=tl.float32)
    l_i = 0.0
    m_i = -1e10

    max_chunks = tl.cdiv(max_num_blocks * block_size, BLOCK_N)

    for chunk_idx in range(max_chunks):
        token_start = chunk_idx * BLOCK_N

        if token_start < context_len:
            offs_n = token_start + tl.arange(0, BLOCK_N)
            mask_n = offs_n < context_len

            qk = tl.zeros([BLOCK_N], dtype=tl.float32) - 1e10

            for i in range(BLOCK_N):
                token_idx = token_start + i
                if token_idx < context_len:
                    block_num = token_idx // block_size
                    block_offset = token_idx % block_size

                    if block_num < max_num_blocks:
                        block_table_offset = batch_idx * max_num_blocks + block_num
                        physical_block_idx = tl.load(block_tables_ptr + block_table_offset)

                        if physical_block_idx != -1:
                            k_offset = (physical_block_idx * block_size * num_kv_heads * head_dim +
                                        block_offset * num_kv_heads * head_dim +
                                        kv_head_idx * head_dim + offs_d)
                            k_vec = tl.load(k_cache_ptr + k_offset)

                            score = tl.sum(q * k_vec) * scale
                            mask_i = tl.arange(0, BLOCK_N) == i
                            qk = tl.where(mask_i, score, qk)

            qk = tl.where(mask_n, qk, -1e10)

            m_ij = tl.max(qk)
            m_i_new = tl.maximum(m_i, m_ij)
            alpha = tl.exp(m_i - m_i_new)
            p = tl.exp(qk - m_i_new)

            acc = acc * alpha
            l_i = l_i * alpha

            for i in range(BLOCK_N):
                token_idx = token_start + i
                if token_idx < context_len:
                    block_num = token_idx // block_size
                    block_offset = token_idx % block_size

                    if block_num < max_num_blocks:
                        block_table_offset = batch_idx * max_num_blocks + block_num
                        physical_block_idx = tl.load(block_tables_ptr + block_table_offset)

                        if physical_block_idx != -1:
                            v_offset = (physical_block_idx * block_size * num_kv_heads * head_dim +
                                        block_offset * num_kv_heads * head_dim +
                                        kv_head_idx * head_dim + offs_d)
                            v_vec = tl.load(v_cache_ptr + v_offset)

                            mask_i = tl.arange(0, BLOCK_N) == i
                            weight = tl.sum(tl.where(mask_i, p, 0.0))

                            acc = acc + weight * v_vec
                            l_i = l_i + weight

            m_i = m_i_new

    output = acc / l_i
    output_offset = batch_idx * num_heads * head_dim + head_idx * head_dim + offs_d
    tl.store(output_ptr + output_offset, output)


# =============================================================================
# Triton (new): whole chunk loaded as one vector op
# =============================================================================

@triton.jit
def paged_attention_decode_kernel_new(
    output_ptr,
    query_ptr,
    k_cache_ptr,
    v_cache_ptr,
    block_tables_ptr,
    context_lens_ptr,
    scale: tl.constexpr,
    num_heads: tl.constexpr,
    num_kv_heads: tl.constexpr,
    head_dim: tl.constexpr,
    block_size: tl.constexpr,
    max_num_blocks: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    """Paged attention decode kernel with the whole chunk loaded at once.

    The block table is gathered per token rather than per chunk, so a chunk may
    straddle any number of blocks and no relation between BLOCK_N and block_size
    is assumed. Each lane resolves its own token independently:

        token t  ->  block_tables[batch, t // block_size], slot t % block_size

    K/V for the whole chunk then come from one masked gather each.
    """
    batch_idx = tl.program_id(0)
    head_idx = tl.program_id(1)

    kv_head_idx = head_idx // (num_heads // num_kv_heads)
    context_len = tl.load(context_lens_ptr + batch_idx)

    offs_d = tl.arange(0, head_dim)
    q_offset = batch_idx * num_heads * head_dim + head_idx * head_dim + offs_d
    q = tl.load(query_ptr + q_offset)

    acc = tl.zeros([head_dim], dtype=tl.float32)
    l_i = 0.0
    m_i = -1e10

    max_chunks = tl.cdiv(max_num_blocks * block_size, BLOCK_N)

    for chunk_idx in range(max_chunks):
        token_start = chunk_idx * BLOCK_N

        if token_start < context_len:
            offs_n = token_start + tl.arange(0, BLOCK_N)
            logical_block = offs_n // block_size
            # physical_block * block_size already moves the base pointer to the
            # start of the block, so what is added is the offset *within* the
            # block, not the global token index.
            offs_in_block = offs_n % block_size

            in_range = (offs_n < context_len) & (logical_block < max_num_blocks)

            # One block-table entry per token: a chunk is free to span several
            # blocks, and those blocks need not be adjacent in the cache.
            physical_block = tl.load(
                block_tables_ptr + batch_idx * max_num_blocks + logical_block,
                mask=in_range, other=-1)
            valid = in_range & (physical_block != -1)
            # Masked-out lanes still take part in the address arithmetic, so give
            # them block 0 to keep every computed offset inside the cache.
            physical_block = tl.where(valid, physical_block, 0).to(tl.int64)

            kv_offset = (physical_block[None, :] * (block_size * num_kv_heads * head_dim)
                         + offs_in_block[None, :] * (num_kv_heads * head_dim)
                         + kv_head_idx * head_dim
                         + offs_d[:, None])

            k = tl.load(k_cache_ptr + kv_offset, mask=valid[None, :], other=0.0)
            k = tl.cast(k, tl.float32)
            score = tl.sum(q[:, None] * k, axis=0) * scale
            qk = tl.where(valid, score, -1e10)

            m_ij = tl.max(qk)
            m_i_new = tl.maximum(m_i, m_ij)
            alpha = tl.exp(m_i - m_i_new)
            p = tl.exp(qk - m_i_new)

            acc = acc * alpha
            l_i = l_i * alpha

            v = tl.load(v_cache_ptr + kv_offset, mask=valid[None, :], other=0.0)
            v = tl.cast(v, tl.float32)
            weight = tl.where(valid, p, 0.0)
            acc = acc + tl.sum(weight[None, :] * v, axis=1)
            l_i = l_i + tl.sum(weight)

            m_i = m_i_new

    output = acc / l_i
    output_offset = batch_idx * num_heads * head_dim + head_idx * head_dim + offs_d
    tl.store(output_ptr + output_offset, output)



def launch(kernel, q, k_cache, v_cache, block_tables, context_lens, scale, num_heads, num_kv_heads, head_dim,
           block_size, out):
    batch = q.shape[0]
    block_n = 64 if head_dim <= 128 else 32
    kernel[(batch, num_heads)](out, q, k_cache, v_cache, block_tables, context_lens, scale=scale,
                               num_heads=num_heads, num_kv_heads=num_kv_heads, head_dim=head_dim,
                               block_size=block_size, max_num_blocks=block_tables.shape[1], BLOCK_N=block_n)
    return out


# name, batch, seq, heads, kv_heads, head_dim, block_size, dtype
SUITE = [
    ("seed000 2x60", 2, 60, 32, 8, 128, 16, torch.float16),
    ("seed000 1x512", 1, 512, 32, 8, 128, 16, torch.float16),
    ("seed000 16x256", 16, 256, 32, 8, 128, 16, torch.float16),
    ("seed000 4x2048", 4, 2048, 32, 8, 128, 16, torch.float16),
] + [
    (f"seed001 {b}x{s}", b, s, 16, 8, 128, 256, torch.float16) for b in (1, 8, 32) for s in (128, 512, 2048)
] + [
    (f"long {b}x{s}", b, s, 32, 8, 128, 16, torch.float16)
    for b, s in ((1, 4096), (1, 16384), (1, 65536), (1, 131072), (8, 32768), (32, 8192), (64, 4096))
] + [
    (f"long {b}x{s} block1", b, s, 32, 8, 128, 1, torch.float16) for b, s in ((1, 131072), (8, 32768))
] + [
    (f"gqa{g} 1x65536", 1, 65536, 8 * g, 8, 128, 16, torch.float16) for g in (1, 4, 8, 16)
] + [
    ("D64 8x32768", 8, 32768, 32, 8, 64, 16, torch.float16),
    ("D256 8x32768", 8, 32768, 32, 8, 256, 16, torch.float16),
    ("bf16 32x8192", 32, 8192, 32, 8, 128, 16, torch.bfloat16),
]

QUICK = {"seed000 1x512", "seed001 8x512", "long 1x16384", "long 8x32768"}


def make(batch, seq, heads, kv_heads, head_dim, block_size, dtype, device="cuda"):
    blocks_per_seq = (seq + block_size - 1) // block_size
    total = batch * blocks_per_seq
    k_cache = torch.randn(total, block_size, kv_heads, head_dim, device=device, dtype=dtype)
    v_cache = torch.randn(total, block_size, kv_heads, head_dim, device=device, dtype=dtype)
    perm = torch.randperm(total, device=device, dtype=torch.int32)
    tables = perm.reshape(batch, blocks_per_seq)
    lens = torch.full((batch,), seq, device=device, dtype=torch.int32)
    q = torch.randn(batch, heads, head_dim, device=device, dtype=dtype)
    return q, k_cache, v_cache, tables, lens


def contiguous_kv(cache, tables, seq):
    # [batch, blocks, bs, kvh, D] -> [batch, kvh, seq, D]
    g = cache[tables.long()]
    b, nb, bs, kvh, d = g.shape
    return g.reshape(b, nb * bs, kvh, d)[:, :seq].permute(0, 2, 1, 3).contiguous()


def reference(q, k, v, scale):
    # k, v: [batch, kvh, seq, D] float32
    group = q.shape[1] // k.shape[1]
    kk = k.float().repeat_interleave(group, dim=1)
    vv = v.float().repeat_interleave(group, dim=1)
    s = torch.einsum("bhd,bhtd->bht", q.float(), kk) * scale
    return torch.einsum("bht,bhtd->bhd", torch.softmax(s, dim=-1), vv)


def bench(fn):
    # do_bench clears L2 before each run (cold L2), as pabench's l2="cold"
    return triton.testing.do_bench(fn, warmup=25, rep=200, return_mode="min") * 1e3, \
        triton.testing.do_bench(fn, warmup=5, rep=100, return_mode="median") * 1e3


def alone(fn, reps):
    """Best µs of `reps` lone launches timed as pabench times its "iso us": each a
    one-launch graph after a read of twice the L2, between two events. do_bench's
    minimum is over about 2000 runs of a short kernel, and a best of more samples
    is lower, so peak.lua's "alone" ratios compare these, of equal counts."""
    return cold_times(graphed([fn]).replay, reps)[0]


def layers_for(nbytes, target=1e9, least=2, most=64):
    """peak.lua's layer count (lua/sweep.lua layers_for): enough layers for `target` bytes."""
    return max(least, min(most, math.ceil(target / nbytes)))


def graphed(launches):
    """`launches` captured as one CUDA graph, warmed up on a side stream first, as torch asks."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for fn in launches:
            fn()
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for fn in launches:
            fn()
    return g


def cold_times(run, reps):
    """µs of `run` between two events, each time after a read of twice the L2
    (pabench's cold sample), sorted; `run` once untimed first."""
    l2 = torch.cuda.get_device_properties(0).L2_cache_size
    flush = torch.ones(max(2 * l2, 8 << 20) // 4, device="cuda", dtype=torch.float32)
    run()
    torch.cuda.synchronize()
    ev0, ev1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    times = []
    for _ in range(reps):
        flush.sum()
        ev0.record()
        run()
        ev1.record()
        ev1.synchronize()
        times.append(ev0.elapsed_time(ev1) * 1e3)
    return sorted(times)


def as_layers(launches, reps=50):
    """Best and median µs per layer of `launches` replayed as one graph, each replay
    after a read of twice the L2 (pabench's cold step)."""
    times = cold_times(graphed(launches).replay, reps)
    return times[0] / len(launches), times[len(times) // 2] / len(launches)


def layer_inputs(n, q, kc, vc, k, v, tables, seq):
    """n layers of the config: the first is the config's own (q, paged kc/vc, their
    contiguous k/v), the others have caches and queries of their own (same shape,
    same block table). Each: (q, kc, vc, k, v, out)."""
    out = [(q, kc, vc, k, v, torch.empty_like(q))]
    for _ in range(1, n):
        lk, lv = torch.randn_like(kc), torch.randn_like(vc)
        out.append((torch.randn_like(q), lk, lv, contiguous_kv(lk, tables, seq), contiguous_kv(lv, tables, seq),
                    torch.empty_like(q)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", help="comma-separated parts of config names; the others are skipped")
    ap.add_argument("--layers", type=int, default=0)
    ap.add_argument("--csv")
    ap.add_argument("--alone-reps", type=int, default=200,
                    help="lone launches alone_us is the best of (peak.lua --iso_iters; default 200)")
    args = ap.parse_args()
    if not 0 <= args.layers <= 1024:
        ap.error(f"--layers {args.layers}: must be 0 (1 GB of K/V, 2..64 layers) or 1..1024")
    if not 1 <= args.alone_reps <= 1000000:
        ap.error(f"--alone-reps {args.alone_reps}: must be 1..1000000")
    only = [x for x in (args.only or "").split(",") if x]
    torch.manual_seed(0)
    rows = []
    print(f"{'config':<22} {'bytes':>10} {'impl':<12} {'err':>9} {'best us':>9} {'med us':>9} {'GB/s':>8}"
          f" {'alone us':>9}"
          f" {'layers':>6} {'layer us':>9} {'layer med':>9}")
    for name, batch, seq, heads, kvh, D, bs, dtype in SUITE:
        if args.quick and name not in QUICK:
            continue
        if only and not any(x in name for x in only):
            continue
        q, kc, vc, tables, lens = make(batch, seq, heads, kvh, D, bs, dtype)
        scale = 1.0 / math.sqrt(D)
        kbytes = 2 * batch * seq * kvh * D * kc.element_size()
        k = contiguous_kv(kc, tables, seq)
        v = contiguous_kv(vc, tables, seq)
        ref = reference(q, k, v, scale) if batch * seq <= 300000 else None
        out = torch.empty_like(q)
        impls = [("triton_new", lambda: launch(paged_attention_decode_kernel_new, q, kc, vc, tables, lens, scale,
                                               heads, kvh, D, bs, out))]
        if batch * seq <= 65536:  # the scalar kernel takes seconds beyond this
            impls.append(("triton_old", lambda: launch(paged_attention_decode_kernel_old, q, kc, vc, tables, lens,
                                                       scale, heads, kvh, D, bs, out)))
        q4 = q.unsqueeze(2)
        impls.append(("sdpa", lambda: torch.nn.functional.scaled_dot_product_attention(
            q4, k, v, scale=scale, enable_gqa=heads != kvh)))
        nl = args.layers or layers_for(kbytes)
        layers = layer_inputs(nl, q, kc, vc, k, v, tables, seq)
        # the same kernels as a step's layers (the scalar kernel alone only: a layer takes it milliseconds)
        stepped = {
            "triton_new": [lambda L=L: launch(paged_attention_decode_kernel_new, L[0], L[1], L[2], tables, lens,
                                              scale, heads, kvh, D, bs, L[5]) for L in layers],
            "sdpa": [lambda L=L: torch.nn.functional.scaled_dot_product_attention(
                L[0].unsqueeze(2), L[3], L[4], scale=scale, enable_gqa=heads != kvh) for L in layers],
        }
        for impl, fn in impls:
            try:
                res = fn()
                torch.cuda.synchronize()
                res = res.squeeze(2) if res.dim() == 4 else res
                err = (res.float() - ref).abs().max().item() if ref is not None else float("nan")
                best, med = bench(fn)
            except Exception as e:  # report and go on: one backend's refusal is a result too
                print(f"{name:<22} {kbytes:>10} {impl:<12} error: {type(e).__name__}: {str(e).splitlines()[0]}")
                continue
            lone = float("nan")
            try:
                if impl in stepped:  # the ones peak.lua compares (the scalar kernel takes milliseconds)
                    lone = alone(fn, args.alone_reps)
            except Exception as e:
                print(f"{name:<22} {kbytes:>10} {impl:<12} alone: {type(e).__name__}: {str(e).splitlines()[0]}")
            layer_best = layer_med = float("nan")
            if impl in stepped:
                try:
                    layer_best, layer_med = as_layers(stepped[impl])
                    if impl == "triton_new" and ref is not None:  # the first layer's output, after the replays
                        err = max(err, (layers[0][5].float() - ref).abs().max().item())
                except Exception as e:
                    print(f"{name:<22} {kbytes:>10} {impl:<12} as layers: {type(e).__name__}: "
                          f"{str(e).splitlines()[0]}")
            gbps = kbytes / (best * 1e3)
            rows.append(dict(config=name, bytes=kbytes, impl=impl, max_err=err, best_us=best, median_us=med,
                             gbps=gbps, layers=nl if impl in stepped else "", layer_us=layer_best,
                             layer_median_us=layer_med, alone_us=lone,
                             alone_samples="" if math.isnan(lone) else args.alone_reps))
            print(f"{name:<22} {kbytes:>10} {impl:<12} {err:>9.2e} {best:>9.2f} {med:>9.2f} {gbps:>8.1f}"
                  f" {lone:>9.2f} {nl if impl in stepped else '':>6} {layer_best:>9.2f} {layer_med:>9.2f}")
            sys.stdout.flush()
        del q, kc, vc, tables, lens, k, v, layers, stepped
        torch.cuda.empty_cache()
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
            w.writeheader()
            w.writerows(rows)


if __name__ == "__main__":
    main()
