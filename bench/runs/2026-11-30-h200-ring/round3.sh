# Round 3: the SOLO kernel (one warp a CTA whose ring holds the sequence,
# written from its registers): the full check with its new row, the seed's
# Triton kernel on the small configs, then bench/explore.lua solo twice.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device.txt 2>&1
build/pabench check > $OUT/check.txt 2>&1; echo "check rc $?"; tail -n 9 $OUT/check.txt | cut -c1-150
python3 bench/seed_triton.py --only "seed000 2x60,seed001 1x128,seed001 8x128" --csv $OUT/triton.csv > $OUT/triton.txt 2>&1; echo "triton rc $?"
for pass in a b; do
  timeout 200 build/pabench bench/explore.lua solo > $OUT/explore_solo_$pass.txt 2>&1; echo "explore $pass rc $?"
done
python3 bench/seed_triton.py --only "seed000 2x60" --csv $OUT/triton2.csv > $OUT/triton2.txt 2>&1
cat $OUT/triton.csv $OUT/triton2.csv
cut -c1-150 $OUT/explore_solo_a.txt $OUT/explore_solo_b.txt
