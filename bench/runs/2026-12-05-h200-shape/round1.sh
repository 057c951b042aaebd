#!/bin/bash
# Round 1 (not run: no device was lent when it was ready). The launch shape
# moved from kernels/mma_decode.cu's host side into src/plan_mma_shape.c,
# which pa.plan now reports too; the device code is unchanged (its PTX the
# same but for debug lines). On the GPU: the tree's full check, then 15 of
# bench/ab.lua's configs, one or more of each launch shape (whole, held,
# six warps, front-loaded, cluster, flagged, counted, drained, paired), with
# the tree before the move (ccf6420, carried as build/pabench_base.gz) and
# the tree in turn, two passes each (bench/ab_round.sh); then ten configs'
# plans as pa.plan gives them on this device.
set -u
nvidia-smi --query-gpu=name,serial,driver_version,clocks.sm,clocks.mem --format=csv,noheader > "$OUT/gpu.txt"
gunzip -c build/pabench_base.gz > build/pabench_base && chmod +x build/pabench_base
start=$SECONDS
cfgs='2x60,1x512,8x128,16x256,8x512,4x2048,long 1x4096$,g8 1x4096,1x16384,long 1x65536$,gqa16,long 32x8192$,64x4096,D64,D256'
bench/ab_round.sh shape build/pabench_base build/pabench "$cfgs" 2 > "$OUT/ab_round.txt" 2>&1
echo "ab_round: exit $? after $((SECONDS - start)) s"
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench -e '
  for _, c in ipairs{{2, 60, 32}, {1, 512, 32}, {16, 256, 32}, {4, 2048, 32}, {1, 4096, 32}, {8, 512, 32},
                     {1, 65536, 32}, {1, 65536, 128}, {32, 8192, 32}, {64, 4096, 32}} do
    local lens = {}
    for i = 1, c[1] do lens[i] = c[2] end
    local p = pa.plan{context_lens = lens, heads = c[3], kv_heads = 8}
    print(string.format("%dx%d/%d %s grid %s block %s stages %s part %s held %s drain %s merge %s", c[1], c[2],
      c[3], p.launch, p.grid, p.block, p.stages, p.part_tokens, p.held, p.drain, p.merge))
  end' > "$OUT/plans.txt" 2>&1
head -n 3 "$OUT/shape_check.txt"
tail -n 3 "$OUT/shape_check.txt"
# best of the passes a build and config: base, then shape
tail -n 60 "$OUT/ab_round.txt" | grep -E "\| (base|shape):" | cut -c1-90
cat "$OUT/plans.txt"
