# Round 12: each warp's state into its own ring (own_ring.patch), so a warp stores it
# as soon as its own steps are done and the epilogue has one CTA barrier, not two.
# Check, then timed against the tree's build, alternating, three passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device12.txt 2>&1
timeout 200 build/pabench check > $OUT/own_check.txt 2>&1; echo "check rc $?"; tail -n 3 $OUT/own_check.txt
P="2x60,8x128,16x256,8x512,32x128,4x2048,1x4096,gqa16"
for i in 1 2 3; do
  timeout 90 build/pabench.base bench/ab.lua base "$P" >> $OUT/own_ab.txt 2>&1
  timeout 90 build/pabench bench/ab.lua own "$P" >> $OUT/own_ab.txt 2>&1
done
sort -k1,1 -k2,3 -s $OUT/own_ab.txt | awk '{k=$1" "$2" "$3; v[k]=v[k]" "$(NF-5)} END{for(k in v) print k, v[k]}' | sort -k2,3 -k1,1
