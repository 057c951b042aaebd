# Round 2: where round 1's candidate (v3: one_copy.patch) lost time. It ran
# seed 001's 1 x 2048 (block 256, gqa in 11) 10 % slower in both pairs, 8 x 512
# 4 %, with no step of those launches zero-filled: the change there is the
# first loop's code alone. Three other forms, each built from its patch in this
# folder on the tree (v1.patch, v2.patch, v4.patch; `make`, gzip -c build/pabench):
#   v1 the helper with the first and third loops' select kept on the offset;
#   v2 the helper given the select's offset apart from the held step's;
#   v4 the first loop as the tree has it, the helper serving the other two.
# Each runs the whole `pabench check`; then the suite's seed parts (13 configs)
# and its 1-token blocks (7, the other two loops' configs) with every build in
# turns, tree, v1, v2, v3, v4, up to three times while the time allows (a turn
# starts only before TURNS_BY s, a run only before STOP_BY s), held against the tree's turn before each with
# `pabench compare`; and cuobjdump's SASS of the tree's and v3's fp16 head_dim 128
# kernels, where cuobjdump is there. Carry build/pabench_head.gz,
# build/pabench_copy.gz, build/pabench_v1.gz, build/pabench_v2.gz,
# build/pabench_v4.gz and build/lua. Output packed in $OUT/copy2.tar.gz.
set -u
start=$SECONDS
mkdir -p $OUT/copy2
gunzip -c build/pabench_head.gz > build/pabench_tree && chmod +x build/pabench_tree
gunzip -c build/pabench_copy.gz > build/pabench_v3 && chmod +x build/pabench_v3
for v in 1 2 4; do gunzip -c build/pabench_v$v.gz > build/pabench_v$v && chmod +x build/pabench_v$v; done
OUT=$OUT/copy2; . bench/auto_steps.sh
steps_gpu
took() { echo "$1: exit $2 after $((SECONDS - start)) s; $3"; }
for v in v1 v2 v4; do
  timeout 60 build/pabench_$v check > $OUT/check_$v.txt 2>&1
  took "check $v" $? "$(grep -E 'kernel runs over' $OUT/check_$v.txt)"
done
for turn in 1 2 3; do
  [ $turn -eq 1 ] || [ $((SECONDS - start)) -lt ${TURNS_BY:-250} ] || break
  for b in tree v1 v2 v3 v4; do
    [ $((SECONDS - start)) -lt ${STOP_BY:-420} ] || break 2
    timeout 60 build/pabench_$b scenarios/peak.lua --suite seed000,seed001,block1 --quiet \
      --json "$OUT/${b}_$turn.json" > "$OUT/${b}_$turn.txt" 2>&1
    took "${b}_$turn" $? "$(grep -E '^auto:' "$OUT/${b}_$turn.txt")"
  done
  for b in v1 v2 v3 v4 tree; do
    [ -s "$OUT/${b}_$turn.json" ] || continue
    base=tree_$turn; [ $b = tree ] && { [ $turn -gt 1 ] || continue; base=tree_$((turn - 1)); }
    build/pabench_tree compare "$OUT/$base.json" "$OUT/${b}_$turn.json" > "$OUT/compare_${base}_${b}_$turn.txt" 2>&1
    echo "$base -> ${b}_$turn: $(tail -n 2 "$OUT/compare_${base}_${b}_$turn.txt" | tr "\n" " ")"
  done
done
if command -v cuobjdump > /dev/null; then
  for b in tree v3; do
    cuobjdump -sass build/pabench_$b 2>&1 | awk '/Function : /{keep = /_ZN2pa17mma_decode_kernelI6__halfLi128/} keep' |
      gzip > "$OUT/sass_$b.txt.gz"
  done
  echo "sass: $(ls -l $OUT/sass_*.txt.gz | awk '{print $5}' | tr '\n' ' ')after $((SECONDS - start)) s"
fi
gzip -f "$OUT"/*.json
OUT=${OUT%/copy2}
tar -C $OUT -czf $OUT/copy2.tar.gz copy2 && rm -rf $OUT/copy2
echo "round 2: $((SECONDS - start)) s"
