# Round 3: every bundled scenario at its defaults on the line copies (the tree
# at 41f79d2), as bench/gpu_round.sh's scenarios step runs them, with a time
# limit each and the outputs packed after each, so that a call cut short brings
# back what ran. page_size.lua runs at its defaults on a GPU for the first time.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
R=$OUT/round3
mkdir -p $R
for s in smoke decode seed_bench long_context readbench fragmentation gqa heterogeneous chunk_size prefix page_size; do
  extra=""
  [ $s = seed_bench ] && extra="--kernels naive,gather,paged_scalar,paged,split_kv,gqa,auto"
  t0=$(date +%s)
  timeout 150 $B scenarios/$s.lua $extra --quiet --csv $R/$s.csv --json $R/$s.json > $R/$s.txt 2>&1
  rc=$?
  echo "$s: exit $rc, $(grep -v '^A NO' $R/$s.txt | grep -c ' NO ') rows NO, $(( $(date +%s) - t0 )) s" | tee -a $R/summary.txt
  (cd $OUT && tar czf round3.tar.gz round3)
done
cp $R/summary.txt $R/page_size.txt $OUT/
