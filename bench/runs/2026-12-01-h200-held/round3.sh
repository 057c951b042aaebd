# Round 3: the held step computed with the ring's steps as one chain, its K
# from registers (build/pabench) against the tree (build/pabench.tree): the
# full conformance matrix and the kernel paths under memcheck first, then
# bench/explore.lua heldup alternating, three passes, and bench/ab.lua's set.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device.txt 2>&1
timeout 200 build/pabench check > $OUT/check1.txt 2>&1; echo "check: exit $?; $(grep -E 'kernel runs over' $OUT/check1.txt)"
tail -4 $OUT/check1.txt
CS=$(command -v compute-sanitizer || ls /usr/local/cuda*/bin/compute-sanitizer 2>/dev/null | head -1)
if [ -n "$CS" ]; then
  timeout 200 $CS --tool memcheck build/pabench bench/sanitize_paths.lua > $OUT/memcheck1.txt 2>&1; echo "memcheck paths: exit $?; $(tail -1 $OUT/memcheck1.txt)"
fi
for pass in 1 2 3; do
  timeout 100 build/pabench.tree bench/explore.lua heldup > $OUT/explore1_tree_$pass.txt 2>&1
  timeout 100 build/pabench bench/explore.lua heldup > $OUT/explore1_direct_$pass.txt 2>&1
done
for b in tree direct; do echo "== $b"; cat $OUT/explore1_${b}_*.txt | awk '/MB,/{n=$0; sub(/:.*/,"",n)} /layer/{t[n]=t[n]" "$9; e[n]=$NF} END{for(k in t) print k":"t[k]"  err "e[k]}' | sort; done
cd $OUT && tar czf round3.tar.gz * && find . -type f ! -name round3.tar.gz ! -name check1.txt -delete
