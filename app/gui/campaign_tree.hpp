#pragma once
// The campaign tree: sides, their formations nested as the order of battle nests them, and
// each formation's units with their steps, troop quality and hex.

#include <wx/treectrl.h>

#include "model/campaign.hpp"

namespace tachanka::gui {

class CampaignTree : public wxTreeCtrl {
public:
    explicit CampaignTree(wxWindow* parent);
    void show(const model::Campaign& campaign);
};

}  // namespace tachanka::gui
