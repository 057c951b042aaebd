# Round 9: the CTA epilogue's first warps read without a branch (epilogue.patch):
# combine() read each warp's (l, acc) inside `if (e < n)`, which ptxas made eight
# branches, each read issued only after the one before was summed (sass7_*); now the
# first two warps' (four in the flagged kernel) are read predicated, at once, and a
# normalised store multiplies by one reciprocal instead of four divisions. Check,
# then timed against the tree's build, alternating, three passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device9.txt 2>&1
timeout 200 build/pabench check > $OUT/epilogue_check.txt 2>&1; echo "check rc $?"; tail -n 3 $OUT/epilogue_check.txt
P="2x60,8x128,16x256,8x512,32x128,4x2048,1x4096,gqa16"
for i in 1 2 3; do
  timeout 90 build/pabench.base bench/ab.lua base "$P" >> $OUT/epilogue_ab.txt 2>&1
  timeout 90 build/pabench bench/ab.lua epi "$P" >> $OUT/epilogue_ab.txt 2>&1
done
sort -k1,1 -k2,3 -s $OUT/epilogue_ab.txt | awk '{k=$1" "$2" "$3; v[k]=v[k]" "$(NF-5)} END{for(k in v) print k, v[k]}' | sort -k2,3 -k1,1
