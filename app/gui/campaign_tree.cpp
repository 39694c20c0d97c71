#include "app/gui/campaign_tree.hpp"

#include <map>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

wxString unitLabel(const model::Unit& unit) {
    std::string label = unit.code + " — " + unit.name + "  (" +
                        std::to_string(unit.stepsRemaining()) + "/" +
                        std::to_string(unit.stepsMax) + " steps, TQ " +
                        std::to_string(unit.troopQuality) + ", " +
                        (unit.hex ? unit.hex->label() : std::string("off map")) + ")";
    return utf8(label);
}

}  // namespace

CampaignTree::CampaignTree(wxWindow* parent)
    : wxTreeCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                 wxTR_DEFAULT_STYLE | wxTR_HIDE_ROOT | wxTR_LINES_AT_ROOT) {}

void CampaignTree::show(const model::Campaign& campaign) {
    Freeze();
    DeleteAllItems();
    const wxTreeItemId root = AddRoot(utf8(campaign.name));
    for (const auto& side : campaign.sides) {
        const wxTreeItemId sideItem = AppendItem(root, utf8(side.name));
        SetItemBold(sideItem);
        std::map<std::int64_t, wxTreeItemId> formationItems;
        for (const auto& formation : side.formations) {
            const auto parent = formation.parentId ? formationItems.find(*formation.parentId)
                                                   : formationItems.end();
            const wxTreeItemId under = parent == formationItems.end() ? sideItem : parent->second;
            std::string label = formation.name;
            if (!formation.commander.empty()) label += " (" + formation.commander + ")";
            const wxTreeItemId formationItem = AppendItem(under, utf8(label));
            formationItems[formation.id] = formationItem;
            for (const auto& unit : formation.units) AppendItem(formationItem, unitLabel(unit));
        }
        ExpandAllChildren(sideItem);
    }
    Thaw();
}

}  // namespace tachanka::gui
