# Round 4: the tree after the fuzzing pass's fixes (no device code changed; the
# check's rows after the matrix now follow --kernels, a batch checks its cache
# uservalue, the CPU backend refuses pools the host cannot hold). The full
# check, whose every row must run as before; the check under --kernels; a
# pool larger than device memory; every scenario at --quick.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round4
mkdir -p $R
$B check > $R/check.txt 2>&1
echo "check: exit $?; $(tail -n 1 $R/check.txt)"
grep -E '^[0-9]+ runs of|not run' $R/check.txt | sed 's/^/  /'
$B check --quick --kernels paged > $R/check_paged.txt 2>&1
echo "check --quick --kernels paged: exit $?; $(tail -n 1 $R/check_paged.txt)"
grep -cE 'not run: needs' $R/check_paged.txt
$B -e 'local d = pa.device(); local ok, err = pcall(pa.cache, {blocks = math.ceil(1.2 * d.memory_bytes / (2 * 16 * 8 * 128 * 2))}); print("pool of 1.2x device memory:", ok, err)
local c = pa.cache{blocks = 64, block_size = 16, kv_heads = 2, head_dim = 64}
local b = pa.batch{cache = c, allocator = pa.allocator("shuffled", c), context_lens = {500, 300}, heads = 4}
debug.setuservalue(b, pa.cache{blocks = 2, block_size = 16, kv_heads = 2, head_dim = 64}, 1)
print("swapped cache:", pcall(function() return pa.kernel("gqa"):run(b) end))
debug.setuservalue(b, c, 1)
print("restored, max err:", pa.kernel("gqa"):run(b):max_abs_err(b:reference()))
print("graph reported:", pa.kernel("gqa"):time(b, {iters = 3, graph = true}).graph)' 2>&1 | tee $R/edges.txt
PABENCH_BACKEND=bogus $B --version; echo "--version with a bad backend: exit $?"
for s in smoke decode seed_bench long_context readbench fragmentation gqa heterogeneous chunk_size prefix page_size; do
  timeout 120 $B scenarios/$s.lua --quick --quiet > $R/$s.txt 2>&1
  echo "$s --quick: exit $?, $(grep -v '^A NO' $R/$s.txt | grep -c ' NO ') rows NO"
done | tee $R/scenarios.txt
(cd $OUT && tar czf round4.tar.gz round4 && cp round4/check.txt round4/scenarios.txt . && rm -rf round4)
