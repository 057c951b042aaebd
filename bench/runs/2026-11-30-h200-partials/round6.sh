# Round 6: the probe (stages_probe2.patch) narrowed to one-wave launches of
# eight warps at head_dim 128: PA_PROBE_STAGES=3 PA_PROBE_MINPART=512 gives
# those whose partitions hold 512 tokens or more three ring slots a warp.
# bench/explore.lua stages, `auto` alone, unset and set alternating, three
# passes. Timing and error only.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2 3; do
  timeout 250 build/pabench bench/explore.lua stages > $OUT/explore6_base_$pass.txt 2>&1
  PA_PROBE_STAGES=3 PA_PROBE_MINPART=512 timeout 250 build/pabench bench/explore.lua stages > $OUT/explore6_s3_$pass.txt 2>&1
done
for f in $OUT/explore6_*.txt; do echo "== $f"; grep -E "MB,|layer" $f | paste - - | awk '{for(i=1;i<=NF;i++) if($i=="layer"){print $1, $2, $(i+1), $NF; break}}'; done
