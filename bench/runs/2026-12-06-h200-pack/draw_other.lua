-- Steps of sequences of at most two steps that a rule other than
-- one_head_ctas runs a CTA a head (short_wide_group, few_rows_one_head_parts,
-- paired_one_head_parts, uneven_one_head_parts; src/plan.c), to read from in
-- round 4 against the packed grouped launch timed beside them, printed as
-- steps_named lines under prefix x. From the repository's root:
-- build/pabench bench/runs/2026-12-06-h200-pack/draw_other.lua [SEED] [N]
local draw = dofile("bench/runs/2026-12-06-h200-pack/draw_steps.lua")
local seed, want = tonumber(arg[1]) or 2026120609, tonumber(arg[2]) or 16
local others = {short_wide_group = true, few_rows_one_head_parts = true, paired_one_head_parts = true,
                uneven_one_head_parts = true}
draw.keep(seed, want, function(s, p)
  return draw.ran(p, others) and s.longest <= 32
end, function(n, s, p)
  local rules = {}
  for _, r in ipairs(p.rules) do rules[#rules + 1] = r.rule end
  return string.format("steps_named %s 1 %s  # %s grid %d (%s)", draw.name("x", n, s), draw.args(s), p.launch,
    p.grid, table.concat(rules, ", "))
end)
