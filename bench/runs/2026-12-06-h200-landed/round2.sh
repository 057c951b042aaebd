#!/bin/bash
# Round 2: kernels/mma_decode.cu's three copies of a ring step's rows (blocks
# of a step or more; smaller blocks a line of a lane's four rows; smaller
# blocks a chunk a row) through one copy_row, each row's offset always in the
# pool (a -1 block read as block 0, a masked small-block row as the first
# row) where two of them chose the pool's first element for a masked row.
# Carries build/pabench.gz (this tree) and build/pabench_base.gz (a42a531,
# the code before it). Each build's SASS counted by kind and width; this tree's full
# check and a `check --random` no round had drawn; then 18 of bench/ab.lua's
# configs, block-1 tables among them, with each build in turn, two passes.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial,clocks.max.sm --format=csv,noheader | tee "$OUT/gpu.txt"
gunzip -c build/pabench_base.gz > build/pabench_base && chmod +x build/pabench_base
for b in pabench_base pabench; do
  cuobjdump -sass build/$b | gzip > "$OUT/sass_$b.txt.gz"
  zcat "$OUT/sass_$b.txt.gz" | tools/sass-loads - > "$OUT/sass_loads_$b.txt" 2>&1
  echo "sass-loads $b: exit $?; $(tail -n 1 "$OUT/sass_loads_$b.txt")"
  zcat "$OUT/sass_$b.txt.gz" | grep -cE '^\s+/\*[0-9a-f]{4}\*/' | sed "s/^/$b SASS instructions: /"
done
diff "$OUT/sass_loads_pabench_base.txt" "$OUT/sass_loads_pabench.txt" > "$OUT/sass_loads_diff.txt"
echo "sass-loads diff: $(wc -l < "$OUT/sass_loads_diff.txt") lines"
cfgs='2x60,1x512,8x128,16x256,8x512,4x2048,long 1x4096$,g8 1x4096,1x16384,long 1x65536$,gqa16,long 32x8192$,64x4096,D64,D256,long 1x4096 block1,long 32x8192 block1,long 1x65536 block1'
bench/ab_round.sh copyrow build/pabench_base build/pabench "$cfgs" 2 > "$OUT/ab_round.txt" 2>&1
echo "ab_round: exit $? after $((SECONDS - start)) s"
timeout 100 build/pabench check --random 150 --seed 20261212 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
head -n 3 "$OUT/copyrow_check.txt"
tail -n 3 "$OUT/copyrow_check.txt"
grep -E "\| (base|copyrow):" "$OUT/ab_round.txt" | cut -c1-100
