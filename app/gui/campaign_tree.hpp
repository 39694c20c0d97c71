#pragma once
// The campaign tree: each side with its formations nested as the order of battle nests them
// and each formation's units, the side's officers; the days played; the battles fought.
// Choosing an item tells the frame what the user picked, so the page that shows it can.

#include <wx/treectrl.h>

#include <cstdint>
#include <functional>
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
};

class CampaignTree : public wxTreeCtrl {
public:
    explicit CampaignTree(wxWindow* parent);

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
    wxTreeItemId add(const wxTreeItemId& parent, const wxString& label, TreeTarget target);
    void addSide(const wxTreeItemId& root, const model::Side& side,
                 const std::vector<core::OfficerView>& officers);
    void addDays(const wxTreeItemId& root, const model::Campaign& campaign);
    void addBattles(const wxTreeItemId& root, const model::Campaign& campaign,
                    const std::vector<core::BattleView>& battles);
    wxTreeItemId findUnder(const wxTreeItemId& item, const TreeTarget& target) const;

    std::function<void(const TreeTarget&)> choose_;
};

}  // namespace tachanka::gui
