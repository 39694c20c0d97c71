#pragma once
// The campaign tree: each side with its formations nested as the order of battle nests them
// and each formation's units, the side's officers; the days played; the battles fought.
// Choosing an item tells the frame what the user picked, so the page that shows it can.

#include <wx/treectrl.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "app/core/officers/officer_actions.hpp"
#include "model/campaign.hpp"

namespace tachanka::gui {

// What a tree item stands for.
struct TreeTarget {
    enum class Kind { Side, Formation, Unit, Officer, Day, BattleDay, Battle, Other };
    Kind kind = Kind::Other;
    std::string side;
    std::string name;  // a formation's name, a unit's code, a day ("1919-10-16")
    std::int64_t id = 0;  // an officer's or a battle's id

    bool operator==(const TreeTarget&) const = default;
};

class TreeOutline;

class CampaignTree : public wxTreeCtrl {
public:
    explicit CampaignTree(wxWindow* parent);
    ~CampaignTree() override;

    void show(const model::Campaign& campaign, const std::vector<core::OfficerView>& officers,
              const std::vector<core::BattleView>& battles);
    // Called when the user selects an item.
    void onChoose(std::function<void(const TreeTarget&)> choose) { choose_ = std::move(choose); }
    // The item standing for `target` (matched by kind, side, name and id); invalid when none.
    wxTreeItemId find(const TreeTarget& target) const;
    // Selects and shows the item standing for `target` without choosing it: the page that
    // picked it (the map) stays in front.
    void mark(const TreeTarget& target);
    // The whole label of the item at `point` when the tree is too narrow to show it all (the
    // tooltip the pointer gets there); empty when it shows whole or no item is there.
    wxString clippedLabelAt(wxPoint point);

private:
    void relabel(const TreeOutline& outline);
    void rebuild(const TreeOutline& outline);
    wxTreeItemId findUnder(const wxTreeItemId& item, const TreeTarget& target) const;

    std::function<void(const TreeTarget&)> choose_;
    std::unique_ptr<TreeOutline> shown_;  // what the items show, line by line
    std::vector<wxTreeItemId> items_;     // the item of each line of shown_
};

}  // namespace tachanka::gui
