#pragma once
// "Permitted Actions": what a unit may do in its action segment. One, and only one, of the
// actions of the first list; any of the second list's "in appropriate circumstances"; none
// at all once it was forced to act out of sequence before its own segment. Horse artillery
// may move half a move and limber or unlimber in the same segment.

#include <string>
#include <vector>

namespace tachanka::xml {
class Element;
}

namespace tachanka::rules::redactions {

struct SegmentAction {
    std::string id;    // "move"
    std::string text;  // as the text lists it
    bool exclusive = true;   // first list: one, and only one, a segment
    bool moves = false;      // the unit moves (move, charge)
    bool limbering = false;  // mount, dismount, limber, unlimber ...
};

struct SegmentActions {
    std::vector<SegmentAction> actions;
    int horseArtilleryMoveQuarters = 2;  // the move horse artillery keeps when it limbers

    // Throws std::invalid_argument naming the ids there are for an unknown id.
    const SegmentAction& actionNamed(const std::string& id) const;
};

// The <segment-actions> element: one <action> for each permitted action.
SegmentActions readSegmentActions(const xml::Element& element);

struct SegmentCheck {
    bool allowed = false;
    std::string reason;    // why not, when not allowed
    int moveQuarters = 0;  // the share of its move the unit may use, in quarters
};

// The actions a unit takes in its own action segment. `forcedBefore`: "If a unit is forced by
// a morale test, shooting or combat to make an action out of sequence, before it has had a
// chance to have its own action segment, it forfeits any later voluntary action segment."
SegmentCheck checkSegment(const SegmentActions& rules, const std::vector<std::string>& actionIds,
                          bool horseArtillery, bool forcedBefore);

}  // namespace tachanka::rules::redactions
