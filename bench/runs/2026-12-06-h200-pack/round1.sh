#!/bin/bash
# Round 1: one-warp CTAs of whole sequences packed, several a CTA, a warp
# each (the kernel's PACK; PA_PACK=n packs every such launch n a CTA, for this
# round only). Correctness first: pabench check whole and check --kernels auto
# packed 4 and 2, check --random packed 4. Then steps of few-token sequences
# whose launches are one-warp CTAs (grids of 64 to 2176 CTAs, head_dim 64, 128
# and 256), each unpacked, packed 2 and packed 4, at split count 1.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
export PA_PACK=4
build/pabench check > "$OUT/check_pack4.txt" 2>&1
echo "check (pack 4): exit $? after $SECONDS s; $(tail -1 "$OUT/check_pack4.txt")"
build/pabench check --kernels auto > "$OUT/check_auto_pack4.txt" 2>&1
echo "check --kernels auto (pack 4): exit $? after $SECONDS s; $(tail -1 "$OUT/check_auto_pack4.txt")"
timeout 100 build/pabench check --random 200 --seed 20261229 > "$OUT/check_random_pack4.txt" 2>&1
echo "check --random (pack 4): exit $? after $SECONDS s; $(grep 'kernel runs over' "$OUT/check_random_pack4.txt")"
export PA_PACK=2
build/pabench check --kernels auto > "$OUT/check_auto_pack2.txt" 2>&1
echo "check --kernels auto (pack 2): exit $? after $SECONDS s; $(tail -1 "$OUT/check_auto_pack2.txt")"
unset PA_PACK
steps_begin pack_round1 $((480 - (SECONDS - start)))
three() { # NAME auto.lua-ARGS...: unpacked, packed 2, packed 4
  local name=$1
  shift
  steps_named "p1_$name" 1 "$@"
  PA_PACK=2 steps_named "p2_$name" 1 "$@"
  PA_PACK=4 steps_named "p4_$name" 1 "$@"
}
three t1_245x4 --configs 245x4 --heads 32 --kv_heads 8 --dtype bf16
three t7_252x2_g8 --configs 252x2 --heads 64 --kv_heads 8
three t3_136x12_g5 --configs 68x1+68x2 --heads 80 --kv_heads 16 --dtype bf16
three t4_212x12_g1 --configs 106x1+106x2 --heads 8 --kv_heads 8
three t9_247x16_d64 --configs 247x16 --heads 32 --kv_heads 8 --head_dim 64
three t11_256x9_d64 --configs 256x9 --heads 64 --kv_heads 8 --head_dim 64 --dtype bf16
three t10_256x16_g8 --configs 256x16 --heads 128 --kv_heads 16
three t17_256x32 --configs 256x32 --heads 32 --kv_heads 8
three t18_100x4 --configs 100x4 --heads 32 --kv_heads 8
three t16_64x16 --configs 64x16 --heads 32 --kv_heads 8
three t15_8x12 --configs 8x12 --heads 32 --kv_heads 8
three t8_256x5_d256 --configs 256x5 --heads 32 --kv_heads 8 --head_dim 256
three t14_237x1_d256g16 --configs 237x1 --heads 128 --kv_heads 8 --head_dim 256
three t19_200x4_g4k1 --configs 200x4 --heads 4 --kv_heads 1
steps_end
echo "round 1: $((SECONDS - start)) s"
