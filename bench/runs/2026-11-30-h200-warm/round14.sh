# Round 14: the epilogue reads all eight warps' states at once where the registers
# allow it for free (at_once.patch: sixteen heads at head_dim 128, head_dim 256; the
# same register counts), aimed at group 16 at 1 x 65536. Check, then timed against
# the tree's build, alternating, three passes (16 x 256, which it does not touch, as
# the control).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device14.txt 2>&1
timeout 200 build/pabench check > $OUT/atonce_check.txt 2>&1; echo "check rc $?"; tail -n 3 $OUT/atonce_check.txt
P="gqa16,D256,16x256"
for i in 1 2 3; do
  timeout 120 build/pabench.base bench/ab.lua base "$P" >> $OUT/atonce_ab.txt 2>&1
  timeout 120 build/pabench bench/ab.lua once "$P" >> $OUT/atonce_ab.txt 2>&1
done
sort -k1,1 -k2,3 -s $OUT/atonce_ab.txt | awk '{k=$1" "$2" "$3; v[k]=v[k]" "$(NF-5)} END{for(k in v) print k, v[k]}' | sort -k2,3 -k1,1
