-- Steps of group 16 at head_dim 64 and 128 over sequences of at most two
-- steps that one_head_ctas runs a CTA a head in grids of at least 640 such
-- CTAs (round 5), where round 3 saw the grouped kernel win from 1376 and lose
-- at 832, printed as steps_named lines under PREFIX. From the repository's
-- root:
-- build/pabench bench/runs/2026-12-06-h200-pack/draw_g16.lua [SEED] [N] [PREFIX]
local draw = dofile("bench/runs/2026-12-06-h200-pack/draw_steps.lua")
local seed, want, prefix = tonumber(arg[1]) or 2026120610, tonumber(arg[2]) or 16, arg[3] or "g"
draw.keep(seed, want, function(s, p)
  return draw.ran(p, {one_head_ctas = true}) and s.group == 16 and s.hd <= 128 and s.longest <= 32 and s.batch * s.heads >= 640
end, function(n, s, p)
  return string.format("steps_named %s 1 %s  # %s grid %d, %d CTAs a head", draw.name(prefix, n, s), draw.args(s),
    p.launch, p.grid, s.batch * s.heads)
end)
