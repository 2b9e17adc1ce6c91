-- Each wrk thread holds one connection and drafts moves of its own units,
-- deleting each draft again, so the campaign stays legal.
local counter = 0
local threads = {}

-- OFFSET: the first thread's number (a second wrk against a second
-- instance takes the next units).
local offset = tonumber(os.getenv("OFFSET") or "0")

function setup(thread)
  thread:set("tid", counter + offset)
  counter = counter + 1
  table.insert(threads, thread)
end

function init(args)
  token = os.getenv("TOKEN")
  campaign = os.getenv("CAMPAIGN")
  -- PREFER=return=minimal: answers without the campaign (RFC 7240).
  prefer = os.getenv("PREFER") or ""
  dests = {}
  for d in string.gmatch(os.getenv("DESTS"), "[^,]+") do table.insert(dests, d) end
  draft = nil
end

-- Unit ids of the drafting scenario: battalion b (0-23) has ids 100+13*b+1 .. +12
-- and stands in F(b+1); thread t uses unit (t mod 24, t div 24), so no two
-- threads share a unit, and moves it to a neighbour (DESTS, one per battalion).
local function unit()
  local b = tid % 24
  local k = math.floor(tid / 24) % 12
  return 100 + 13 * b + 1 + k, b
end

function request()
  local headers = { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" }
  if prefer ~= "" then headers["Prefer"] = prefer end
  if draft then
    local path = "/api/v1/campaigns/" .. campaign .. "/orders/" .. draft
    draft = nil
    return wrk.format("DELETE", path, headers)
  end
  local u, b = unit()
  local body = string.format('{"units": [%d], "to": "%s"}', u, dests[b + 1])
  return wrk.format("POST", "/api/v1/campaigns/" .. campaign .. "/orders", headers, body)
end

function response(status, headers, body)
  -- The draft comes first in the answer, before the campaign.
  local id = body:match('^{"draft":{[^}]-"id":(%d+)')
  if status == 201 and id then
    draft = id
  end
end
