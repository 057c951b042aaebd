# Round 1: the candidate (one_copy.patch: the decode kernels' three K/V copy
# loops through one copy helper) against the tree (0ca7d89), on whichever card
# comes. The candidate's build runs sanitize_paths.lua plainly and under
# memcheck (its zero-filled copies now read from a row of the pool, not the
# pool's base), the whole `pabench check` and `check --random 200` on a seed no
# round has drawn; then the suite (scenarios/peak.lua) with each build in turns,
# tree then candidate, twice where the time allows (SECOND_PAIR_BY: by that
# many s), held against each other with `pabench compare`. Carry
# build/pabench_copy.gz (the candidate: `make` with the patch, then gzip -c
# build/pabench), build/pabench_head.gz (the tree) and build/lua. Output packed
# in $OUT/copy1.tar.gz.
set -u
start=$SECONDS
mkdir -p $OUT/copy1
gunzip -c build/pabench_copy.gz > build/pabench && chmod +x build/pabench
gunzip -c build/pabench_head.gz > build/pabench_tree && chmod +x build/pabench_tree
OUT=$OUT/copy1; . bench/auto_steps.sh
steps_gpu
took() { echo "$1: exit $2 after $((SECONDS - start)) s; $3"; }
timeout 60 build/pabench bench/sanitize_paths.lua > $OUT/paths.txt 2>&1
took paths $? "$(tail -n 1 $OUT/paths.txt)"
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 150 $S --tool memcheck build/pabench bench/sanitize_paths.lua > $OUT/memcheck_paths.txt 2>&1
took memcheck $? "$(grep -E 'ERROR SUMMARY' $OUT/memcheck_paths.txt)"
timeout 120 build/pabench check > $OUT/check.txt 2>&1
took check $? "$(grep -E 'kernel runs over' $OUT/check.txt)"
timeout 90 build/pabench check --random 200 --seed 20261245 > $OUT/check_random.txt 2>&1
took "check --random" $? "$(grep -E 'kernel runs over' $OUT/check_random.txt)"
suite() { # BIN NAME
  timeout 120 $1 scenarios/peak.lua --quiet --json "$OUT/$2.json" > "$OUT/$2.txt" 2>&1
  took $2 $? "$(grep -E '^(targets|auto:)' "$OUT/$2.txt" | tr '\n' ' ')"
}
suite build/pabench_tree tree1
suite build/pabench copy1
if [ $((SECONDS - start)) -lt ${SECOND_PAIR_BY:-380} ]; then
  suite build/pabench_tree tree2
  suite build/pabench copy2
fi
for pair in "tree1 copy1" "tree2 copy2" "tree1 tree2" "copy1 copy2"; do
  set -- $pair
  [ -s "$OUT/$1.json" ] && [ -s "$OUT/$2.json" ] || continue
  build/pabench compare "$OUT/$1.json" "$OUT/$2.json" > "$OUT/compare_$1_$2.txt" 2>&1
  echo "$1 -> $2: $(tail -n 2 "$OUT/compare_$1_$2.txt" | tr "\n" " ")"
done
gzip -f "$OUT"/*.json
OUT=${OUT%/copy1}
tar -C $OUT -czf $OUT/copy1.tar.gz copy1 && rm -rf $OUT/copy1
echo "round 1: $((SECONDS - start)) s"
